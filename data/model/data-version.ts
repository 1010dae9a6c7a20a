// Build and server only (node:crypto). One definition of a published file's version, so the
// tracker's snapshot, data/versions.json and the live server's ETag always agree.
import { createHash } from "node:crypto";

/** The first 32 hex digits of the SHA-256 of the file's bytes. */
export const dataVersion = (bytes: string | Uint8Array): string => createHash("sha256").update(bytes).digest("hex").slice(0, 32);
