import {
  closeSync,
  existsSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import type { CountryUpdate, LoggedUpdate } from "../../data/schema/live-update";
import { PublishConflictError, RETENTION_MS, type PublishedVersion, type UpdateLog } from "./update-log";

/** The line that closes one publication's batch; a batch without it never happened. */
type CommitLine = { commit: string; seq: number; count: number; timestamp: string };

const ID_PATTERN = /^(0|[1-9]\d{0,14})$/;

/** An error that names the directory and what to do, for the start-up log line. */
export class VarDirError extends Error {}

/**
 * The embedded default: an append-only NDJSON log on disk, so a restart loses nothing and replay
 * still works. One server process only; several processes share Redis instead (docs/deploy.md).
 *
 * Each publication is one write holding its updates and a closing commit line, so it is recorded
 * whole or not at all: a crash, a full disk or a read-only disk mid-way leaves no half-batch that
 * a retry would repeat (docs/decisions/0011-exactly-once-updates.md).
 */
export class FileUpdateLog implements UpdateLog {
  private readonly logFile: string;
  private readonly documentsDir: string;
  private entries: LoggedUpdate[] = [];
  private committed: { version: string; seq: number } | null = null;
  private listeners = new Set<(update: LoggedUpdate) => void>();

  constructor(
    readonly dir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.logFile = path.join(dir, "updates.ndjson");
    this.documentsDir = path.join(dir, "documents");
    try {
      mkdirSync(this.documentsDir, { recursive: true });
      const probe = path.join(dir, `.write-probe-${process.pid}`);
      writeFileSync(probe, "");
      unlinkSync(probe);
    } catch (error) {
      throw new VarDirError(
        `VAR_DIR ${dir} is not writable (${(error as NodeJS.ErrnoException).code ?? String(error)}): the update log lives there; point VAR_DIR at a writable directory`,
      );
    }
    this.load();
  }

  async lastPublished(): Promise<PublishedVersion | null> {
    if (!this.committed) return null;
    try {
      return { version: this.committed.version, document: readFileSync(this.documentFile(this.committed.version), "utf8") };
    } catch {
      // The document was removed by hand: the next version is taken as a first start.
      return null;
    }
  }

  async publish(version: string, document: string, updates: CountryUpdate[], expectedPrevious: string | null): Promise<LoggedUpdate[]> {
    const recorded = this.committed?.version ?? null;
    if (recorded === version) return [];
    if (recorded !== expectedPrevious) throw new PublishConflictError(recorded);
    const timestamp = new Date(this.now()).toISOString();
    let seq = this.committed?.seq ?? 0;
    const appended = updates.map((update) => ({ ...update, id: String(++seq), timestamp, data_version: version }));
    const commit: CommitLine = { commit: version, seq, count: appended.length, timestamp };
    // The document first: without it the commit below could not be diffed against after a restart.
    this.writeAtomically(this.documentFile(version), document);
    this.appendBatch([...appended, commit].map((line) => `${JSON.stringify(line)}\n`).join(""));
    // Only now, with the batch on disk, does anything change in memory or reach a stream.
    this.committed = { version, seq };
    this.entries.push(...appended);
    this.prune();
    this.removeDocumentsExcept(version);
    for (const entry of appended) for (const listener of this.listeners) listener(entry);
    return appended;
  }

  async since(lastId: string | null): Promise<LoggedUpdate[]> {
    this.prune();
    return lastId === null ? [...this.entries] : this.entries.filter((entry) => this.compareIds(entry.id, lastId) > 0);
  }

  async head(): Promise<string> {
    return String(this.committed?.seq ?? 0);
  }

  parseId(raw: string): string | null {
    return ID_PATTERN.test(raw) ? raw : null;
  }

  onAppend(listener: (update: LoggedUpdate) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  compareIds(a: string, b: string): number {
    return Number(a) - Number(b);
  }

  async close() {
    this.listeners.clear();
  }

  private documentFile(version: string) {
    return path.join(this.documentsDir, `${version}.json`);
  }

  /** Reads the log, keeping only batches closed by their commit line. */
  private load() {
    if (!existsSync(this.logFile)) return this.migrateLegacyState();
    let batch: LoggedUpdate[] = [];
    let sawCommit = false;
    for (const line of readFileSync(this.logFile, "utf8").split("\n")) {
      if (!line.trim()) continue;
      let value: Partial<LoggedUpdate & CommitLine>;
      try {
        value = JSON.parse(line) as Partial<LoggedUpdate & CommitLine>;
      } catch {
        continue; // a torn line from a crash or a full disk mid-write: its batch has no commit
      }
      if (typeof value.commit === "string" && typeof value.seq === "number") {
        sawCommit = true;
        // A batch counts only whole: exactly `count` entries directly before its commit line.
        const count = value.count ?? 0;
        const own = count === 0 ? [] : batch.slice(-count);
        if (own.length === count && (this.committed === null || value.seq >= this.committed.seq)) {
          this.entries.push(...own);
          this.committed = { version: value.commit, seq: value.seq };
        }
        batch = [];
      } else if (typeof value.id === "string" && ID_PATTERN.test(value.id)) {
        batch.push(value as LoggedUpdate);
      }
    }
    // A log written before commit lines existed: every entry was recorded with its version file.
    if (!sawCommit && batch.length > 0) {
      this.entries = batch;
      this.migrateLegacyState(Math.max(...batch.map((entry) => Number(entry.id))));
    }
    this.prune();
    this.compact();
  }

  /** Earlier versions kept the last published document in last-published.json. */
  private migrateLegacyState(seq = 0) {
    const legacy = path.join(this.dir, "last-published.json");
    if (!existsSync(legacy)) return;
    try {
      const state = JSON.parse(readFileSync(legacy, "utf8")) as PublishedVersion;
      this.writeAtomically(this.documentFile(state.version), state.document);
      const commit: CommitLine = { commit: state.version, seq, count: this.entries.length, timestamp: new Date(this.now()).toISOString() };
      this.appendBatch(`${JSON.stringify(commit)}\n`);
      this.committed = { version: state.version, seq };
      rmSync(legacy, { force: true });
    } catch {
      // Unreadable legacy state: start afresh; the next version is a first start.
    }
  }

  /** Drops lines older than the retention window from the file, keeping the last commit (the id sequence). */
  private compact() {
    if (!this.committed || !existsSync(this.logFile)) return;
    const commit: CommitLine = {
      commit: this.committed.version,
      seq: this.committed.seq,
      count: this.entries.length,
      timestamp: new Date(this.now()).toISOString(),
    };
    const text = [...this.entries.map((entry) => JSON.stringify(entry)), JSON.stringify(commit)].join("\n") + "\n";
    try {
      if (readFileSync(this.logFile).length <= text.length * 2) return;
      this.writeAtomically(this.logFile, text);
    } catch {
      // A read-only or full disk: keep the longer file, nothing is lost.
    }
  }

  private writeAtomically(file: string, text: string) {
    const temporary = `${file}.tmp`;
    try {
      writeFileSync(temporary, text);
      renameSync(temporary, file);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
  }

  /** Appends in one write; on failure the file is cut back to where it was, so no torn batch remains. */
  private appendBatch(text: string) {
    const fd = openSync(this.logFile, "a+");
    try {
      const size = fstatSync(fd).size;
      let prefix = "";
      if (size > 0) {
        const last = Buffer.alloc(1);
        readSync(fd, last, 0, 1, size - 1);
        // A torn line left by an earlier crash must not swallow this batch's first line.
        if (last[0] !== 0x0a) prefix = "\n";
      }
      try {
        writeFileSync(fd, prefix + text);
        // On disk before any reader is sent these ids: a power cut must not let them be reused.
        fsyncSync(fd);
      } catch (error) {
        try {
          ftruncateSync(fd, size);
        } catch {
          // Even if this fails, the batch has no commit line and is ignored when read back.
        }
        throw error;
      }
    } finally {
      closeSync(fd);
    }
  }

  private removeDocumentsExcept(version: string) {
    try {
      for (const name of readdirSync(this.documentsDir)) if (name !== `${version}.json`) rmSync(path.join(this.documentsDir, name), { force: true });
    } catch {
      // Old documents are only clutter.
    }
  }

  private prune() {
    const cutoff = this.now() - RETENTION_MS;
    if (this.entries.length > 0 && Date.parse(this.entries[0]!.timestamp) < cutoff)
      this.entries = this.entries.filter((entry) => Date.parse(entry.timestamp) >= cutoff);
  }
}
