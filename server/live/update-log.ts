import type { CountryUpdate, LoggedUpdate } from "../../data/schema/live-update";

export const RETENTION_MS = 24 * 60 * 60 * 1000;

/** What the log last recorded as published: the version (content hash) and its document. */
export type PublishedVersion = { version: string; document: string };

/** Thrown by publish() when another version was recorded since the caller read lastPublished(). */
export class PublishConflictError extends Error {
  constructor(readonly recorded: string | null) {
    super(`another data version (${recorded ?? "none"}) was recorded first`);
  }
}

/** Where updates are kept: a file on disk (one process) or Redis Streams (many processes). */
export interface UpdateLog {
  /** The data version last recorded and its document, so a new process diffs against it. */
  lastPublished(): Promise<PublishedVersion | null>;
  /**
   * Records the updates of one data version in one all-or-nothing step, only if the version
   * recorded now is still `expectedPrevious` (compare-and-set across processes); returns what was
   * appended, or nothing when `version` is already the recorded one. Throws PublishConflictError
   * when another version was recorded meanwhile, and any storage error as it is.
   */
  publish(version: string, document: string, updates: CountryUpdate[], expectedPrevious: string | null): Promise<LoggedUpdate[]>;
  /** Updates after `lastId` from the retention window, oldest first; all of the window when null. */
  since(lastId: string | null): Promise<LoggedUpdate[]>;
  /** The newest id in the log, or the zero id when it is empty: a stream position to resume from. */
  head(): Promise<string>;
  /** The id in its canonical form when `raw` is a well-formed id of this log, else null. */
  parseId(raw: string): string | null;
  /** Called for every update appended by any process. */
  onAppend(listener: (update: LoggedUpdate) => void): () => void;
  /** Orders two well-formed ids. */
  compareIds(a: string, b: string): number;
  close(): Promise<void>;
}
