import type { PublishedChange, StatusHistoryDocument } from "@data/schema";
import { hasArray, HttpError } from "../published-json";

const HISTORY_URL = "/data/status-history.json";

let pending: Promise<StatusHistoryDocument> | null = null;
let revision = 0;
const listeners = new Set<() => void>();

/**
 * A live update arrived (a new version is published): the next read fetches the history again,
 * and timelines showing the prerendered history switch to the fetched one.
 */
export function invalidateStatusHistory(): void {
  pending = null;
  revision += 1;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: how many times the history was invalidated on this page. */
export const historyRevision = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => revision,
  server: () => 0,
};

/**
 * The published history, fetched once per page and only when a reader asks for the past (a
 * timeline or the date control): today's tracker never loads it. A failure is forgotten, so Retry fetches again.
 */
export function loadStatusHistory(): Promise<StatusHistoryDocument> {
  // After a live update the browser's cache may still hold the old file.
  pending ??= fetch(HISTORY_URL, revision > 0 ? { cache: "no-cache" } : undefined)
    .then(async (response) => {
      if (!response.ok) throw new HttpError(response.status);
      const body: unknown = await response.json();
      if (!hasArray(body, "changes") || typeof (body as { on_record_since?: unknown }).on_record_since !== "object")
        throw new Error(`Unexpected data in ${HISTORY_URL}`);
      return body as StatusHistoryDocument;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** One country's changes (national and subnational), newest first as published. */
export function changesOf(document: StatusHistoryDocument, iso: string): PublishedChange[] {
  return document.changes.filter((change) => change.country === iso);
}
