import { mkdtempSync, writeFileSync, renameSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CountryUpdate, LoggedUpdate } from "../../data/schema/live-update";
import { PublishedData } from "./published-data";
import { country } from "./test-helpers";
import { PublishConflictError, type PublishedVersion, type UpdateLog } from "./update-log";

/** A log in memory whose storage can fail or forget on demand, as a disk or Redis can. */
class FlakyLog implements UpdateLog {
  failing = false;
  recorded: PublishedVersion | null = null;
  entries: LoggedUpdate[] = [];
  versions: string[] = [];
  async lastPublished() {
    if (this.failing) throw new Error("log down");
    return this.recorded;
  }
  async publish(version: string, document: string, updates: CountryUpdate[], expectedPrevious: string | null) {
    if (this.failing) throw new Error("log down");
    if (this.recorded?.version === version) return [];
    if ((this.recorded?.version ?? null) !== expectedPrevious) throw new PublishConflictError(this.recorded?.version ?? null);
    const appended = updates.map((update) => ({ ...update, id: String(this.entries.length + 1), timestamp: "2026-11-24T00:00:00Z", data_version: version }));
    this.entries.push(...appended);
    this.versions.push(version);
    this.recorded = { version, document };
    return appended;
  }
  async since() {
    return this.entries;
  }
  async head() {
    return String(this.entries.length);
  }
  parseId(raw: string) {
    return raw;
  }
  onAppend() {
    return () => {};
  }
  compareIds(a: string, b: string) {
    return Number(a) - Number(b);
  }
  async close() {}
}

function setUp() {
  const dir = mkdtempSync(path.join(tmpdir(), "pa-published-"));
  const file = path.join(dir, "legislation-status.json");
  const write = (countries: unknown[]) => {
    writeFileSync(`${file}.tmp`, JSON.stringify({ updated_at: "2026-11-24T00:00:00Z", countries }));
    renameSync(`${file}.tmp`, file);
  };
  const log = new FlakyLog();
  const errors: string[] = [];
  const data = new PublishedData(file, log, { info: () => {}, error: (message) => errors.push(message) });
  return { file, write, log, data, errors };
}

const changesOf = (log: FlakyLog) =>
  log.entries.map((entry) => [
    entry.iso_a3,
    entry.changes
      .filter((change) => change.field === "vpn_status")
      .map((change) => `${change.from}->${change.to}`)
      .join(),
  ]);

describe("recording published versions", () => {
  it("keeps the changes of every version published while the log was down", async () => {
    const { write, log, data } = setUp();
    write([country("GBR", "United Kingdom"), country("FRA", "France")]);
    await data.start({ watch: false });
    log.failing = true;
    write([country("GBR", "United Kingdom", "amber"), country("FRA", "France")]);
    await data.check();
    write([country("GBR", "United Kingdom", "amber"), country("FRA", "France", "red")]);
    await data.check();
    // Served at once even though not yet recorded.
    expect(data.current?.document.countries.map((entry) => entry.statuses.vpn_status)).toEqual(["amber", "red"]);
    expect(data.unrecorded).toBe(true);
    log.failing = false;
    await data.check();
    write([country("GBR", "United Kingdom", "amber"), country("FRA", "France", "red"), country("DEU", "Germany")]);
    await data.check();
    // GBR's change was in the first version only; it must not be lost behind the second.
    expect(changesOf(log)).toEqual([
      ["FRA", "green->red"],
      ["GBR", "green->amber"],
      ["DEU", "null->green"],
    ]);
  });

  it("takes a log that lost its data for what it is, not for a first start: the next change is streamed", async () => {
    const { write, log, data } = setUp();
    write([country("GBR", "United Kingdom"), country("FRA", "France")]);
    await data.start({ watch: false });
    expect(log.versions).toHaveLength(1);
    expect(log.entries).toHaveLength(0);
    // Redis restarted without persistence.
    log.recorded = null;
    write([country("GBR", "United Kingdom", "red"), country("FRA", "France")]);
    await data.check();
    expect(changesOf(log)).toEqual([["GBR", "green->red"]]);
  });

  it("records a baseline, not one change per country, on a true first start", async () => {
    const { write, log, data } = setUp();
    write([country("GBR", "United Kingdom"), country("FRA", "France")]);
    await data.start({ watch: false });
    expect(log.versions).toHaveLength(1);
    expect(log.entries).toHaveLength(0);
  });

  it("diffs again when another process recorded a version first, so nothing is counted twice", async () => {
    const { write, log, data } = setUp();
    write([country("GBR", "United Kingdom"), country("FRA", "France")]);
    await data.start({ watch: false });
    // Another process records a version this one has not seen.
    const other = JSON.stringify({ updated_at: "2026-11-24T00:00:00Z", countries: [country("GBR", "United Kingdom", "amber"), country("FRA", "France")] });
    await log.publish(
      "other-version",
      other,
      [{ iso_a3: "GBR", name: "United Kingdom", changes: [{ field: "vpn_status", from: "green", to: "amber" }], summary: "" }],
      log.recorded!.version,
    );
    write([country("GBR", "United Kingdom", "amber"), country("FRA", "France", "red")]);
    await data.check();
    expect(changesOf(log)).toEqual([
      ["GBR", "green->amber"],
      ["FRA", "green->red"],
    ]);
  });

  it("serves the last recorded version when the file is malformed at start", async () => {
    const { file, write, log, data } = setUp();
    write([country("GBR", "United Kingdom", "red")]);
    const first = new PublishedData(file, log, { info: () => {}, error: () => {} });
    await first.start({ watch: false });
    const good = first.current!.version;
    writeFileSync(file, '{"countries": [{"iso_a3": "GB"');
    await data.start({ watch: false });
    expect(data.current?.version).toBe(good);
    expect(data.current?.document.countries[0]?.statuses.vpn_status).toBe("red");
  });
});

describe("precompressed forms of the served version", () => {
  it("offers the brotli and gzip files beside it only when they decode to the served bytes", async () => {
    const { file, write, data } = setUp();
    write([country("GBR", "United Kingdom")]);
    const { readFileSync } = await import("node:fs");
    const { precompressFile } = await import("../../scripts/lib/precompress");
    // Forms of an earlier version: never offered for this one.
    const earlier = readFileSync(file);
    writeFileSync(file, Buffer.concat([earlier, Buffer.from(" ".repeat(600))]));
    await precompressFile(file, "/legislation-status.json");
    writeFileSync(file, Buffer.concat([earlier, Buffer.from("\n".repeat(600))]));
    await data.start({ watch: false });
    expect(Object.keys(data.current!.compressed)).toEqual([]);
    // data:publish writes them just after the file; the next check picks them up.
    await precompressFile(file, "/legislation-status.json");
    await data.check();
    expect(Object.keys(data.current!.compressed).sort()).toEqual(["br", "gzip"]);
  });

  it("dates a streamed status change with its entry in the history published beside it, and still streams one without", async () => {
    const { file, write, log, data } = setUp();
    write([country("GBR", "United Kingdom"), country("FRA", "France")]);
    await data.start({ watch: false });
    // data:publish writes the history before the status document.
    const change = {
      id: "gbr-vpn-status-2026-11-02",
      country: "GBR",
      date: "2026-11-02",
      metric: "vpn_status",
      from: "green",
      to: "red",
      summary: "A fixture ban took effect.",
      sources: [{ title: "Fixture", url: "https://example.org/h", date: "2026-11-02" }],
    };
    writeFileSync(
      path.join(path.dirname(file), "status-history.json"),
      JSON.stringify({ updated_at: "2026-11-24T00:00:00Z", history_start: "2015-01-01", on_record_since: {}, changes: [change] }),
    );
    write([country("GBR", "United Kingdom", "red"), country("FRA", "France", "amber")]);
    await data.check();
    const [fra, gbr] = log.entries;
    expect(gbr!.changes[0]).toMatchObject({
      field: "vpn_status",
      from: "green",
      to: "red",
      date: "2026-11-02",
      change_summary: "A fixture ban took effect.",
      change_id: "gbr-vpn-status-2026-11-02",
    });
    expect(gbr!.summary).toContain("on 2 November 2026");
    expect(gbr!.summary).toContain("A fixture ban took effect.");
    // No history entry for France's change: it is streamed all the same, undated.
    expect(fra!.changes[0]).toEqual({ field: "vpn_status", from: "green", to: "amber" });
  });
});
