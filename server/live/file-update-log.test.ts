import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CountryUpdate } from "../../data/schema/live-update";
import { FileUpdateLog, VarDirError } from "./file-update-log";
import { PublishConflictError } from "./update-log";

const change = (iso: string, to: string): CountryUpdate => ({
  iso_a3: iso,
  name: iso,
  changes: [{ field: "vpn_status", from: "green", to }],
  summary: `${iso} changed`,
});
const dir = () => mkdtempSync(path.join(tmpdir(), "pa-file-log-"));

describe("the file update log", () => {
  it("records each publication once, and a restart continues the ids and the recorded version", async () => {
    const varDir = dir();
    const log = new FileUpdateLog(varDir);
    expect(await log.head()).toBe("0");
    await log.publish("v1", "{}", [], null);
    await log.publish("v2", '{"v":2}', [change("GBR", "amber"), change("FRA", "red")], "v1");
    expect(await log.publish("v2", '{"v":2}', [change("GBR", "amber")], "v1")).toEqual([]);
    await expect(log.publish("v3", "{}", [], "v1")).rejects.toBeInstanceOf(PublishConflictError);
    const again = new FileUpdateLog(varDir);
    expect(await again.lastPublished()).toEqual({ version: "v2", document: '{"v":2}' });
    expect(await again.head()).toBe("2");
    expect((await again.since("1")).map((entry) => [entry.id, entry.iso_a3])).toEqual([["2", "FRA"]]);
    await again.publish("v3", "{}", [change("DEU", "red")], "v2");
    expect((await again.since(null)).map((entry) => entry.id)).toEqual(["1", "2", "3"]);
  });

  it("ignores a batch cut short by a crash or a full disk, so a retry does not repeat it", async () => {
    const varDir = dir();
    const log = new FileUpdateLog(varDir);
    await log.publish("v1", "{}", [], null);
    // Half a batch of v2 without its commit line, the last line torn mid-way.
    appendFileSync(
      path.join(varDir, "updates.ndjson"),
      `${JSON.stringify({ ...change("GBR", "amber"), id: "1", timestamp: new Date().toISOString(), data_version: "v2" })}\n{"iso_a3":"FRA","id":"2","tim`,
    );
    const restarted = new FileUpdateLog(varDir);
    expect(await restarted.lastPublished()).toMatchObject({ version: "v1" });
    expect(await restarted.since(null)).toEqual([]);
    await restarted.publish("v2", "{}", [change("GBR", "amber"), change("FRA", "red")], "v1");
    const final = new FileUpdateLog(varDir);
    expect((await final.since(null)).map((entry) => [entry.id, entry.iso_a3])).toEqual([
      ["1", "GBR"],
      ["2", "FRA"],
    ]);
  });

  it("appends nothing when the document cannot be written, and records the version once when it can", async () => {
    const varDir = dir();
    const log = new FileUpdateLog(varDir);
    await log.publish("v1", "{}", [], null);
    const documents = path.join(varDir, "documents");
    rmSync(documents, { recursive: true });
    writeFileSync(documents, "not a directory");
    for (let attempt = 0; attempt < 4; attempt += 1) await expect(log.publish("v2", "{}", [change("GBR", "amber")], "v1")).rejects.toThrow();
    unlinkSync(documents);
    mkdirSync(documents);
    await log.publish("v2", "{}", [change("GBR", "amber")], "v1");
    const restarted = new FileUpdateLog(varDir);
    expect((await restarted.since(null)).map((entry) => [entry.id, entry.iso_a3])).toEqual([["1", "GBR"]]);
  });

  it("cuts the file back when the disk is full mid-append, and loses nothing once it has room", async () => {
    const varDir = dir();
    const log = new FileUpdateLog(varDir);
    await log.publish("v1", "{}", [], null);
    const file = path.join(varDir, "updates.ndjson");
    const kept = readFileSync(file);
    // /dev/full answers every write with ENOSPC, as a full disk does.
    unlinkSync(file);
    symlinkSync("/dev/full", file);
    await expect(log.publish("v2", "{}", [change("GBR", "amber")], "v1")).rejects.toThrow(/ENOSPC/);
    unlinkSync(file);
    writeFileSync(file, kept);
    await log.publish("v2", "{}", [change("GBR", "amber")], "v1");
    expect((await new FileUpdateLog(varDir).since(null)).map((entry) => entry.id)).toEqual(["1"]);
  });

  it("republishes nothing after a crash between writing the document and appending the batch", async () => {
    const varDir = dir();
    const log = new FileUpdateLog(varDir);
    await log.publish("v1", '{"v":1}', [], null);
    // The crash: v2's document is on disk, its batch is not.
    writeFileSync(path.join(varDir, "documents", "v2.json"), '{"v":2}');
    const restarted = new FileUpdateLog(varDir);
    expect(await restarted.lastPublished()).toEqual({ version: "v1", document: '{"v":1}' });
    await restarted.publish("v2", '{"v":2}', [change("GBR", "amber")], "v1");
    expect(existsSync(path.join(varDir, "documents", "v1.json"))).toBe(false);
    expect((await new FileUpdateLog(varDir).since(null)).map((entry) => entry.id)).toEqual(["1"]);
  });

  it("reads a log written before commit lines existed", async () => {
    const varDir = dir();
    const timestamp = new Date().toISOString();
    writeFileSync(path.join(varDir, "updates.ndjson"), `${JSON.stringify({ ...change("GBR", "amber"), id: "7", timestamp, data_version: "old" })}\n`);
    writeFileSync(path.join(varDir, "last-published.json"), JSON.stringify({ version: "old", document: '{"v":"old"}' }));
    const log = new FileUpdateLog(varDir);
    expect(await log.lastPublished()).toEqual({ version: "old", document: '{"v":"old"}' });
    expect(await log.head()).toBe("7");
    await log.publish("new", "{}", [change("FRA", "red")], "old");
    expect((await new FileUpdateLog(varDir).since(null)).map((entry) => entry.id)).toEqual(["7", "8"]);
  });

  it("keeps the id sequence when every entry has aged out of the window", async () => {
    const varDir = dir();
    let now = Date.parse("2026-11-01T00:00:00Z");
    const log = new FileUpdateLog(varDir, () => now);
    await log.publish("v1", "{}", [], null);
    await log.publish("v2", "{}", [change("GBR", "amber"), change("FRA", "red")], "v1");
    now += 3 * 24 * 60 * 60 * 1000;
    const later = new FileUpdateLog(varDir, () => now);
    expect(await later.since(null)).toEqual([]);
    expect(await later.head()).toBe("2");
    expect((await later.publish("v3", "{}", [change("DEU", "red")], "v2")).map((entry) => entry.id)).toEqual(["3"]);
  });

  it("accepts only canonical decimal ids", () => {
    const log = new FileUpdateLog(dir());
    expect(log.parseId("42")).toBe("42");
    for (const bad of ["", "042", "0x2a", "4e1", "-1", "1.5", " 1", "9".repeat(16)]) expect(log.parseId(bad), bad).toBeNull();
  });

  it("names VAR_DIR and what to do when it is not writable", () => {
    expect(() => new FileUpdateLog("/dev/null/var")).toThrow(VarDirError);
    expect(() => new FileUpdateLog("/dev/null/var")).toThrow(/VAR_DIR \/dev\/null\/var is not writable/);
  });
});
