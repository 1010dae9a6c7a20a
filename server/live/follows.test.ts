import { describe, expect, it } from "vitest";
import { MAX_FOLLOWS_PER_SESSION, MemoryFollowStore, TooManyFollowsError } from "./follows";

describe("follows in memory", () => {
  it("expire with their session", async () => {
    let now = 1_000_000;
    const store = new MemoryFollowStore(() => now);
    const session = { id: "a", expiresAt: now + 1000 };
    await store.add(session, "GBR");
    expect(await store.list(session)).toEqual(["GBR"]);
    now += 1000;
    expect(await store.list(session)).toEqual([]);
    store.sweep();
    expect(store.size).toBe(0);
    await store.close();
  });

  it("are bounded per session and in number of sessions", async () => {
    const store = new MemoryFollowStore(Date.now, 3);
    const session = (id: string) => ({ id, expiresAt: Date.now() + 60_000 });
    const codes = Array.from({ length: MAX_FOLLOWS_PER_SESSION + 1 }, (_, i) => `C${String(i).padStart(2, "0")}`);
    await expect(store.replace(session("a"), codes)).rejects.toBeInstanceOf(TooManyFollowsError);
    await store.replace(session("a"), codes.slice(0, MAX_FOLLOWS_PER_SESSION));
    await expect(store.add(session("a"), "ZZZ")).rejects.toBeInstanceOf(TooManyFollowsError);
    for (const id of ["b", "c", "d"]) await store.add(session(id), "GBR");
    // The session changed longest ago went first.
    expect(store.size).toBe(3);
    expect(await store.list(session("a"))).toEqual([]);
    expect(await store.list(session("d"))).toEqual(["GBR"]);
    await store.close();
  });

  it("tells listeners of every change, and forgets a session that follows nothing", async () => {
    const store = new MemoryFollowStore();
    const heard: Array<[string, string[]]> = [];
    store.onChange((id, following) => heard.push([id, following]));
    const session = { id: "a", expiresAt: Date.now() + 60_000 };
    await store.replace(session, ["FRA", "GBR"]);
    await store.remove(session, "FRA");
    await store.remove(session, "GBR");
    expect(heard).toEqual([
      ["a", ["FRA", "GBR"]],
      ["a", ["GBR"]],
      ["a", []],
    ]);
    expect(store.size).toBe(0);
    await store.close();
  });
});
