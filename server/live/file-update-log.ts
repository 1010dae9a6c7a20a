import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CountryUpdate } from "./diff";
import { RETENTION_MS, type LoggedUpdate, type UpdateLog } from "./update-log";

/**
 * The embedded default: an append-only NDJSON log on disk, so a restart loses nothing and replay
 * still works. One server process only; several processes share Redis instead (docs/deploy.md).
 */
export class FileUpdateLog implements UpdateLog {
  private readonly logFile: string;
  private readonly stateFile: string;
  private entries: LoggedUpdate[] = [];
  private sequence = 0;
  private listeners = new Set<(update: LoggedUpdate) => void>();

  constructor(
    dir: string,
    private readonly now: () => number = Date.now,
  ) {
    mkdirSync(dir, { recursive: true });
    this.logFile = path.join(dir, "updates.ndjson");
    this.stateFile = path.join(dir, "last-published.json");
    if (existsSync(this.logFile)) {
      for (const line of readFileSync(this.logFile, "utf8").split("\n")) {
        if (!line.trim()) continue;
        try {
          const entry = JSON.parse(line) as LoggedUpdate;
          this.sequence = Math.max(this.sequence, Number(entry.id));
          this.entries.push(entry);
        } catch {
          // A torn last line from a crash mid-write: skip it, the rest is intact.
        }
      }
      this.prune();
    }
  }

  async lastPublished() {
    if (!existsSync(this.stateFile)) return null;
    return JSON.parse(readFileSync(this.stateFile, "utf8")) as { version: string; document: string };
  }

  async publish(version: string, document: string, updates: CountryUpdate[]): Promise<LoggedUpdate[]> {
    const last = await this.lastPublished();
    if (last?.version === version) return [];
    const timestamp = new Date(this.now()).toISOString();
    const appended = updates.map((update) => ({ ...update, id: String(++this.sequence), timestamp, data_version: version }));
    if (appended.length > 0) appendFileSync(this.logFile, appended.map((entry) => `${JSON.stringify(entry)}\n`).join(""));
    // The log is written before the version is marked published: a crash in between re-publishes, never loses.
    const temporary = `${this.stateFile}.tmp`;
    writeFileSync(temporary, JSON.stringify({ version, document }));
    renameSync(temporary, this.stateFile);
    this.entries.push(...appended);
    this.prune();
    for (const entry of appended) for (const listener of this.listeners) listener(entry);
    return appended;
  }

  async since(lastId: string | null): Promise<LoggedUpdate[]> {
    this.prune();
    return lastId === null ? [...this.entries] : this.entries.filter((entry) => this.compareIds(entry.id, lastId) > 0);
  }

  onAppend(listener: (update: LoggedUpdate) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  compareIds(a: string, b: string): number {
    return Number(a) - Number(b);
  }

  healthy() {
    return true;
  }

  async close() {
    this.listeners.clear();
  }

  private prune() {
    const cutoff = this.now() - RETENTION_MS;
    this.entries = this.entries.filter((entry) => Date.parse(entry.timestamp) >= cutoff);
  }
}
