import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSessionSecret, SESSION_MAX_AGE_MS, SessionSigner } from "./session";

const secret = Buffer.alloc(32, 7);

describe("signed sessions", () => {
  it("verifies what it issued, until it expires", () => {
    let now = Date.parse("2026-11-24T00:00:00Z");
    const signer = new SessionSigner(secret, () => now);
    const { session, cookie } = signer.issue();
    expect(signer.verify(cookie)).toEqual(session);
    expect(session.expiresAt).toBe(Math.floor((now + SESSION_MAX_AGE_MS) / 1000) * 1000);
    now = session.expiresAt;
    expect(signer.verify(cookie)).toBeNull();
  });

  it("refuses invented, altered or foreign sessions", () => {
    const signer = new SessionSigner(secret);
    const { cookie } = signer.issue();
    const [id, expiry, signature] = cookie.split(".") as [string, string, string];
    expect(signer.verify(undefined)).toBeNull();
    expect(signer.verify("any-id-a-client-likes-0123456789")).toBeNull();
    expect(signer.verify(`${id}.${Number(expiry) + 86_400}.${signature}`)).toBeNull();
    expect(signer.verify(`${id.slice(1)}x.${expiry}.${signature}`)).toBeNull();
    expect(new SessionSigner(Buffer.alloc(32, 8)).verify(cookie)).toBeNull();
  });

  it("keeps a generated secret in VAR_DIR, readable by its owner only, and reuses it", () => {
    const varDir = mkdtempSync(path.join(tmpdir(), "pa-secret-"));
    const first = loadSessionSecret(undefined, varDir);
    expect(first.length).toBe(32);
    expect(statSync(path.join(varDir, "session-secret")).mode & 0o777).toBe(0o600);
    expect(loadSessionSecret(undefined, varDir).equals(first)).toBe(true);
    expect(readFileSync(path.join(varDir, "session-secret"), "utf8")).not.toContain("\n");
    expect(loadSessionSecret("x".repeat(40), varDir).toString()).toBe("x".repeat(40));
  });
});
