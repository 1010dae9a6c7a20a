// The checks every fetch of a published data document makes. Their own module, so a page that
// reads one document (the country page's history) does not load the tracker's queries with them.

export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP error! status: ${status}`);
    this.name = "HttpError";
  }
}

/**
 * Every field was validated against the zod schemas before publishing (data:check, and the
 * server's publish gate), so the browser checks only the document's shape and keeps zod out of
 * its bundle (docs/decisions/0004-bundle-budget.md).
 */
export function hasArray<K extends string>(value: unknown, key: K): value is Record<K, unknown[]> {
  return typeof value === "object" && value !== null && Array.isArray((value as Record<string, unknown>)[key]);
}
