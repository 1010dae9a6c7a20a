import { afterEach, describe, expect, it, vi } from "vitest";
import { loadStatusHistory } from "./load-status-history";
import { invalidateStatusHistory } from "./status-history-data";

const document = { on_record_since: {}, changes: [{ country: "AAA" }] };
const ok = () => Promise.resolve(new Response(JSON.stringify(document), { status: 200 }));

afterEach(() => vi.unstubAllGlobals());

describe("loadStatusHistory", () => {
  it("fetches once per page, again after a live update, bypassing the browser's cache", async () => {
    const fetch = vi.fn(ok);
    vi.stubGlobal("fetch", fetch);
    invalidateStatusHistory();
    await loadStatusHistory();
    await loadStatusHistory();
    expect(fetch).toHaveBeenCalledTimes(1);
    invalidateStatusHistory();
    await expect(loadStatusHistory()).resolves.toEqual(document);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]).toEqual(["/data/status-history.json", { cache: "no-cache" }]);
  });

  it("forgets a failure, so Retry fetches again, and refuses a document of the wrong shape", async () => {
    invalidateStatusHistory();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response("", { status: 503 }))),
    );
    await expect(loadStatusHistory()).rejects.toThrow("503");
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ changes: "none" })))),
    );
    await expect(loadStatusHistory()).rejects.toThrow("Unexpected data in /data/status-history.json");
    vi.stubGlobal("fetch", vi.fn(ok));
    await expect(loadStatusHistory()).resolves.toEqual(document);
  });
});
