import { readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The build's inline-script hashes, re-read when a new build replaces the file, so a rebuild
 * under a running server never serves pages whose scripts the old policy would block. A file
 * caught half-written keeps the last good hashes until it is whole.
 */
export function cspHashSource(buildDir: string): () => Record<string, string[]> {
  const file = path.join(buildDir, "csp-hashes.json");
  let loaded: { mtimeMs: number; size: number; hashes: Record<string, string[]> } | undefined;
  return () => {
    let info: { mtimeMs: number; size: number };
    try {
      info = statSync(file);
    } catch {
      if (loaded) return loaded.hashes;
      throw new Error(`Missing ${file}: run \`npm run build\` before starting the server.`);
    }
    if (loaded && loaded.mtimeMs === info.mtimeMs && loaded.size === info.size) return loaded.hashes;
    try {
      const hashes = JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>;
      if (!hashes || typeof hashes !== "object" || Array.isArray(hashes)) throw new Error("not an object of hashes");
      loaded = { mtimeMs: info.mtimeMs, size: info.size, hashes };
    } catch (error) {
      if (loaded) return loaded.hashes;
      throw new Error(`Unreadable ${file} (${(error as Error).message}): run \`npm run build\` again.`);
    }
    return loaded.hashes;
  };
}
