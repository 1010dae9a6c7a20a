import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

type SseEvent = { id?: string; event?: string; data?: string; comment?: string; retry?: string };

/** A minimal SSE reader over node:http, for tests and the benchmark. */
export function openStream(url: string, headers: Record<string, string> = {}) {
  const events: SseEvent[] = [];
  let buffer = "";
  let response: http.IncomingMessage | undefined;
  let waiters: Array<() => void> = [];
  const request = http.get(url, { headers: { accept: "text/event-stream", ...headers } });
  const ready = new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on("response", (res) => {
      response = res;
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let index: number;
        while ((index = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          const event: SseEvent = {};
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) event.comment = line.slice(1).trim();
            else {
              const colon = line.indexOf(":");
              const key = line.slice(0, colon) as keyof SseEvent;
              event[key] = line.slice(colon + 1).trimStart();
            }
          }
          events.push(event);
          for (const wake of waiters) wake();
          waiters = [];
        }
      });
      resolve(res);
    });
    request.on("error", reject);
  });
  // Settles once the connection is gone (ended, reset or refused): every byte that arrived has
  // been parsed into `events` by then, so the last id seen is final.
  const ended = new Promise<void>((resolve) => request.once("close", () => resolve()));
  const updates = () =>
    events
      .filter((event) => event.event === "update")
      .map((event) => ({ ...(JSON.parse(event.data!) as Record<string, unknown> & { iso_a3: string; followed: boolean }), id: event.id! }));
  return {
    ready,
    ended,
    events,
    updates,
    response: () => response,
    async waitFor(predicate: () => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`timed out; events so far: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close() {
      request.destroy();
    },
  };
}

export function country(iso: string, name: string, vpn = "green") {
  return {
    iso_a3: iso,
    name,
    summary: `${name} summary.`,
    notes: "",
    last_change: "2025-01-01",
    last_verified: "2026-11-20",
    statuses: { vpn_status: vpn, age_verification: "grey", censorship_surveillance: "grey", data_protection: "grey", social_media_blocking: "grey" },
    digital_rights: { privacy_law: "x", surveillance: "y" },
    laws: [],
    sources_primary: [{ title: "Source", url: "https://example.org/s", date: "2025-01-01", metrics: ["vpn_status"] }],
    sources_secondary: [],
    subnational: [],
  };
}

/** A build directory with the published data files the server needs. */
export function makeBuild(countries: unknown[]) {
  const root = mkdtempSync(path.join(tmpdir(), "pa-live-"));
  const client = path.join(root, "build", "client");
  mkdirSync(path.join(client, "data"), { recursive: true });
  mkdirSync(path.join(client, "404"), { recursive: true });
  writeFileSync(path.join(client, "404", "index.html"), "<h1>Page not found</h1>");
  writeFileSync(path.join(root, "build", "csp-hashes.json"), "{}");
  writeFileSync(path.join(client, "data", "un-countries.json"), JSON.stringify({ countries: [{ iso_a3: "GBR" }, { iso_a3: "FRA" }, { iso_a3: "DEU" }] }));
  const statusFile = path.join(client, "data", "legislation-status.json");
  const publish = (list: unknown[]) => {
    const temporary = `${statusFile}.tmp`;
    writeFileSync(temporary, JSON.stringify({ updated_at: "2026-11-21T00:00:00Z", countries: list }));
    // Replace atomically, as data:publish does.
    renameSync(temporary, statusFile);
  };
  publish(countries);
  return { root, buildDir: path.join(root, "build"), varDir: path.join(root, "var"), statusFile, publish };
}
