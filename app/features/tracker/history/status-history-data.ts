import type { PublishedChange, StatusHistoryDocument } from "@data/schema";

// The fetch itself is in load-status-history.ts, loaded only where a history is fetched: a country
// page shows its history from its HTML.
let revision = 0;
const listeners = new Set<() => void>();

/**
 * A live update arrived (a new version is published): the next read fetches the history again,
 * and timelines showing the prerendered history switch to the fetched one.
 */
export function invalidateStatusHistory(): void {
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

/** One country's changes (national and subnational), newest first as published. */
export function changesOf(document: StatusHistoryDocument, iso: string): PublishedChange[] {
  return document.changes.filter((change) => change.country === iso);
}
