import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { watch, type FSWatcher } from "node:fs";
import path from "node:path";
import { legislationStatusDocumentSchema, type LegislationStatusDocument } from "../../data/schema";
import { diffStatusDocuments } from "./diff";
import type { UpdateLog } from "./update-log";

export type Accepted = { version: string; bytes: Buffer; document: LegislationStatusDocument };
type Logger = { info: (message: string, extra?: object) => void; error: (message: string, extra?: object) => void };

const RETRY_MS = 2000;

/**
 * Watches the published status file. A new version that passes validation is diffed against the
 * previous one and its updates go to the log; a malformed one is rejected and the old one stays
 * served (the server serves `current`, never the raw file).
 */
export class PublishedData {
  current: Accepted | null = null;
  private watcher: FSWatcher | undefined;
  private poll: ReturnType<typeof setInterval> | undefined;
  private checking: Promise<void> = Promise.resolve();
  private pending: { version: string; bytes: Buffer; document: LegislationStatusDocument; previous: LegislationStatusDocument | null } | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private rejectedVersion: string | null = null;

  constructor(
    readonly file: string,
    private readonly log: UpdateLog,
    private readonly logger: Logger,
  ) {}

  async start(options: { watch?: boolean; pollMs?: number } = {}) {
    await this.check();
    if (options.watch === false) return;
    // fs.watch misses some replacements on some filesystems; the poll is the safety net.
    try {
      this.watcher = watch(path.dirname(this.file), (_event, name) => {
        if (!name || name === path.basename(this.file)) void this.check();
      });
    } catch {
      this.watcher = undefined;
    }
    this.poll = setInterval(() => void this.check(), options.pollMs ?? 2000);
    this.poll.unref();
  }

  stop() {
    this.watcher?.close();
    clearInterval(this.poll);
    clearTimeout(this.retryTimer);
  }

  /** Reads the file and publishes it if it is new and valid; calls are serialised. */
  check(): Promise<void> {
    this.checking = this.checking.then(() => this.checkNow()).catch((error: unknown) => this.logger.error("published data check failed", { error: String(error) }));
    return this.checking;
  }

  private async checkNow() {
    let bytes: Buffer;
    try {
      await stat(this.file);
      bytes = await readFile(this.file);
    } catch {
      return;
    }
    const version = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
    if (version === this.current?.version || version === this.pending?.version || version === this.rejectedVersion) return;

    let document: LegislationStatusDocument;
    try {
      const result = legislationStatusDocumentSchema.safeParse(JSON.parse(bytes.toString("utf8")));
      if (!result.success) throw new Error(result.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "));
      document = result.data;
    } catch (error) {
      this.rejectedVersion = version;
      this.logger.error("data version rejected; the previous version stays served", { file: this.file, version, reason: (error as Error).message });
      return;
    }
    this.rejectedVersion = null;

    let previous = this.current?.document ?? null;
    if (!previous) {
      const last = await this.log.lastPublished().catch(() => null);
      if (last) previous = JSON.parse(last.document) as LegislationStatusDocument;
    }
    this.current = { version, bytes, document };
    this.pending = { version, bytes, document, previous };
    await this.flush();
  }

  /** Records the pending version in the log; retried until the log (e.g. Redis) accepts it, so no update is lost. */
  private async flush() {
    const pending = this.pending;
    if (!pending) return;
    // A first start has no previous version to compare with: record a baseline, not 42 "changes".
    const last = await this.log.lastPublished().catch(() => undefined);
    const updates = last === null ? [] : diffStatusDocuments(pending.previous, pending.document);
    try {
      const appended = await this.log.publish(pending.version, pending.bytes.toString("utf8"), updates);
      this.pending = null;
      this.logger.info("data version published", { version: pending.version, countries: pending.document.countries.length, updates: appended.length });
    } catch (error) {
      this.logger.error("could not record the data version yet; retrying", { version: pending.version, error: String(error) });
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => void this.flush(), RETRY_MS);
      this.retryTimer.unref();
    }
  }
}
