import { readFile } from "node:fs/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { watch, type FSWatcher } from "node:fs";
import path from "node:path";
import { dataVersion } from "../../data/model/data-version";
import { legislationStatusDocumentSchema, statusHistoryDocumentSchema, type LegislationStatusDocument } from "../../data/schema";

/** Written beside the status document by the build and data:publish (scripts/lib/publish-data.ts). */
const HISTORY_FILE = "status-history.json";
import { diffStatusDocuments, type HistoryEntry } from "./diff";
import { PublishConflictError, type UpdateLog } from "./update-log";

/** `compressed`: the forms data:publish wrote beside the file, when they hold exactly these bytes. */
export type Accepted = { version: string; bytes: Buffer; document: LegislationStatusDocument; compressed: { br?: Buffer; gzip?: Buffer } };
type Logger = { info: (message: string, extra?: object) => void; error: (message: string, extra?: object) => void };

const RETRY_MS = 2000;
const MAX_CONFLICTS = 5;

/** The same version the build writes into data/versions.json and the tracker's snapshot. */
export const versionOf = (bytes: Buffer) => dataVersion(bytes);

/**
 * The precompressed forms beside `file` that decode to exactly `bytes`: a form left over from an
 * earlier version, or not yet rewritten, is never served.
 */
async function compressedForms(file: string, bytes: Buffer, found: Accepted["compressed"] = {}): Promise<Accepted["compressed"]> {
  const forms: Accepted["compressed"] = { ...found };
  for (const [encoding, extension, decode] of [
    ["br", ".br", brotliDecompressSync],
    ["gzip", ".gz", gunzipSync],
  ] as const) {
    // A form already verified for these bytes is not read again on every poll.
    if (forms[encoding]) continue;
    try {
      const body = await readFile(file + extension);
      if (decode(body).equals(bytes)) forms[encoding] = body;
    } catch {
      // Missing or corrupt: that form is simply not offered.
    }
  }
  return forms;
}

/** Parses and validates a status document; the error names the first fields at fault. */
function validate(bytes: Buffer): LegislationStatusDocument {
  const result = legislationStatusDocumentSchema.safeParse(JSON.parse(bytes.toString("utf8")));
  if (!result.success)
    throw new Error(
      result.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
        .join("; "),
    );
  return result.data;
}

/**
 * Watches the published status file. A new version that passes validation is served at once and
 * recorded in the log with its changes against the version the log last recorded; a malformed one
 * is rejected and the old one stays served (the server serves `current`, never the raw file).
 */
export class PublishedData {
  current: Accepted | null = null;
  private watcher: FSWatcher | undefined;
  private poll: ReturnType<typeof setInterval> | undefined;
  private queue: Promise<void> = Promise.resolve();
  private pending: Accepted | null = null;
  /** The document this process last saw recorded: the base for a diff when the log has lost its data. */
  private recorded: LegislationStatusDocument | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private rejectedVersion: string | null = null;
  private stopped = false;

  constructor(
    readonly file: string,
    private readonly log: UpdateLog,
    private readonly logger: Logger,
  ) {}

  async start(options: { watch?: boolean; pollMs?: number } = {}) {
    await this.check();
    // A malformed or missing file at start: serve the last version the log recorded, which passed
    // validation when it was published, rather than answering 503 until an editor fixes the file.
    if (!this.current) await this.serial(() => this.restoreFromLog());
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
    this.stopped = true;
    this.watcher?.close();
    clearInterval(this.poll);
    clearTimeout(this.retryTimer);
  }

  /** True while a version is served but not yet recorded in the log (its updates not yet streamed). */
  get unrecorded(): boolean {
    return this.pending !== null;
  }

  /** Reads the file and publishes it if it is new and valid; calls are serialised. */
  check(): Promise<void> {
    return this.serial(() => this.checkNow());
  }

  private serial(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(task).catch((error: unknown) => this.logger.error("published data check failed", { error: String(error) }));
    return this.queue;
  }

  private async restoreFromLog() {
    const last = await this.log.lastPublished().catch(() => null);
    if (!last || this.current) return;
    try {
      const bytes = Buffer.from(last.document, "utf8");
      this.current = { version: last.version, bytes, document: validate(bytes), compressed: {} };
      this.recorded = this.current.document;
      this.logger.info("serving the last recorded data version", { version: last.version });
    } catch (error) {
      this.logger.error("the last recorded data version is unreadable", { version: last.version, reason: (error as Error).message });
    }
  }

  private async checkNow() {
    let bytes: Buffer;
    try {
      bytes = await readFile(this.file);
    } catch {
      return;
    }
    const version = versionOf(bytes);
    // data:publish writes the compressed forms just after the file: pick them up when they arrive.
    if (version === this.current?.version && (!this.current.compressed.br || !this.current.compressed.gzip)) {
      this.current.compressed = await compressedForms(this.file, bytes, this.current.compressed);
    }
    // Unchanged: but a version still waiting for the log is tried again now, not only on its timer.
    if (version === this.current?.version || version === this.rejectedVersion) return this.pending ? this.flush() : undefined;
    let document: LegislationStatusDocument;
    try {
      document = validate(bytes);
    } catch (error) {
      this.rejectedVersion = version;
      this.logger.error("data version rejected; the previous version stays served", { file: this.file, version, reason: (error as Error).message });
      return;
    }
    this.rejectedVersion = null;
    this.current = { version, bytes, document, compressed: await compressedForms(this.file, bytes) };
    // Only the newest version waits to be recorded: its diff is taken against what the log holds,
    // so versions that came and went while the log was down lose none of their changes.
    this.pending = this.current;
    clearTimeout(this.retryTimer);
    await this.flush();
  }

  /**
   * The published history beside the status file (data:publish writes it first), read to date each
   * status change in its update. Unreadable or malformed: the updates go out without dates.
   */
  private async readHistory(): Promise<HistoryEntry[]> {
    try {
      const parsed = statusHistoryDocumentSchema.safeParse(JSON.parse(await readFile(path.join(path.dirname(this.file), HISTORY_FILE), "utf8")));
      return parsed.success ? parsed.data.changes : [];
    } catch {
      return [];
    }
  }

  /** Records the pending version in the log; retried until the log (e.g. Redis) accepts it, so no update is lost. */
  private async flush() {
    for (let attempt = 0; this.pending && !this.stopped; attempt += 1) {
      const pending = this.pending;
      try {
        const last = await this.log.lastPublished();
        if (last?.version === pending.version) {
          this.done(pending, 0);
          return;
        }
        // No recorded version and none seen by this process: a first start records a baseline, not
        // 193 "changes". A log that lost its data (Redis without persistence) is diffed against
        // what this process saw recorded, so the next publication is not dropped.
        const previous = last ? (JSON.parse(last.document) as LegislationStatusDocument) : this.recorded;
        const updates = previous ? diffStatusDocuments(previous, pending.document, await this.readHistory()) : [];
        const appended = await this.log.publish(pending.version, pending.bytes.toString("utf8"), updates, last?.version ?? null);
        this.done(pending, appended.length);
        return;
      } catch (error) {
        // Another process recorded a version between our read and our write: diff again against it.
        if (error instanceof PublishConflictError && attempt < MAX_CONFLICTS) continue;
        this.logger.error("could not record the data version yet; retrying", { version: pending.version, error: String(error) });
        clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => void this.serial(() => this.flush()), RETRY_MS);
        this.retryTimer.unref();
        return;
      }
    }
  }

  private done(pending: Accepted, updates: number) {
    if (this.pending === pending) this.pending = null;
    this.recorded = pending.document;
    this.logger.info("data version published", { version: pending.version, countries: pending.document.countries.length, updates });
  }
}
