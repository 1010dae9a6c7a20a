import type { StatusHistoryDocument } from "@data/schema";
import { hasArray, HttpError } from "../published-json";
import { historyRevision } from "./status-history-data";

const HISTORY_URL = "/data/status-history.json";

// The history as fetched at one revision: after a live update (a new revision) the next read fetches again.
let pending: { revision: number; document: Promise<StatusHistoryDocument> } | null = null;

/**
 * The published history, fetched once per page and only when a reader asks for the past (a
 * timeline or the date control): today's tracker never loads it. A failure is forgotten, so Retry fetches again.
 */
export function loadStatusHistory(): Promise<StatusHistoryDocument> {
  const revision = historyRevision.get();
  if (pending?.revision === revision) return pending.document;
  // After a live update the browser's cache may still hold the old file.
  const document = fetch(HISTORY_URL, revision > 0 ? { cache: "no-cache" } : undefined)
    .then(async (response) => {
      if (!response.ok) throw new HttpError(response.status);
      const body: unknown = await response.json();
      if (!hasArray(body, "changes") || typeof (body as { on_record_since?: unknown }).on_record_since !== "object")
        throw new Error(`Unexpected data in ${HISTORY_URL}`);
      return body as StatusHistoryDocument;
    })
    .catch((error: unknown) => {
      if (pending?.document === document) pending = null;
      throw error;
    });
  pending = { revision, document };
  return document;
}
