import type { CountryUpdate } from "./diff";

/** One update as stored and streamed: `id` orders updates; `timestamp` is when it was published. */
export type LoggedUpdate = CountryUpdate & { id: string; timestamp: string; data_version: string };

export const RETENTION_MS = 24 * 60 * 60 * 1000;

/** Where updates are kept: a file on disk (one process) or Redis Streams (many processes). */
export interface UpdateLog {
  /** The data version (content hash) last published, and its document, so a new process diffs against it. */
  lastPublished(): Promise<{ version: string; document: string } | null>;
  /**
   * Records the updates of one data version, unless that version was already published by any
   * process; returns what was appended (nothing when another process got there first).
   */
  publish(version: string, document: string, updates: CountryUpdate[]): Promise<LoggedUpdate[]>;
  /** Updates after `lastId` from the retention window, oldest first; all of the window when null. */
  since(lastId: string | null): Promise<LoggedUpdate[]>;
  /** Called for every update appended by any process. */
  onAppend(listener: (update: LoggedUpdate) => void): () => void;
  /** Orders two ids. */
  compareIds(a: string, b: string): number;
  /** True when the backing store is reachable (always true on disk). */
  healthy(): boolean;
  close(): Promise<void>;
}
