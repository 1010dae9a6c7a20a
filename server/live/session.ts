import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** A session this close to expiry is replaced on the next stream open (the browser re-sends its follows). */
export const SESSION_RENEW_BEFORE_MS = 7 * 24 * 60 * 60 * 1000;

/** An anonymous session: a random id the server issued, valid until `expiresAt` (ms). */
export type Session = { id: string; expiresAt: number };

const COOKIE_PATTERN = /^([A-Za-z0-9_-]{24})\.(\d{10,13})\.([A-Za-z0-9_-]{43})$/;

/**
 * Issues and verifies the follow sessions: `id.expiry.signature`, HMAC-SHA256 with the server's
 * secret, so a client cannot invent sessions (each would hold follows in memory) or extend one.
 */
export class SessionSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => number = Date.now,
  ) {
    if (secret.length < 32) throw new Error("the session secret must be at least 32 bytes");
  }

  issue(): { session: Session; cookie: string } {
    const id = randomBytes(18).toString("base64url");
    const expiresAt = Math.floor((this.now() + SESSION_MAX_AGE_MS) / 1000);
    const body = `${id}.${expiresAt}`;
    return { session: { id, expiresAt: expiresAt * 1000 }, cookie: `${body}.${this.sign(body)}` };
  }

  /** The session a cookie value stands for, or null when it is malformed, forged or expired. */
  verify(value: string | undefined): Session | null {
    const match = value ? COOKIE_PATTERN.exec(value) : null;
    if (!match) return null;
    const [, id, expiry, signature] = match as unknown as [string, string, string, string];
    const expected = Buffer.from(this.sign(`${id}.${expiry}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiresAt = Number(expiry) * 1000;
    return expiresAt > this.now() ? { id, expiresAt } : null;
  }

  private sign(body: string) {
    return createHmac("sha256", this.secret).update(body).digest("base64url");
  }
}

/**
 * SESSION_SECRET when set (required with several processes, which must agree); otherwise a secret
 * kept in VAR_DIR, so sessions survive a restart of the single process.
 */
export function loadSessionSecret(configured: string | undefined, varDir: string): Buffer {
  if (configured) return Buffer.from(configured, "utf8");
  const file = path.join(varDir, "session-secret");
  try {
    const stored = Buffer.from(readFileSync(file, "utf8").trim(), "base64url");
    if (stored.length >= 32) return stored;
  } catch {
    // Not there yet: made below.
  }
  const secret = randomBytes(32);
  mkdirSync(varDir, { recursive: true });
  writeFileSync(file, secret.toString("base64url"), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
