import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataVersion } from "../../data/model/data-version";
import { buildPublishedData, type PublishedData } from "../../data/model/published-data";

export { buildPublishedData, type PublishedData };

// In writing order: the history goes before the status document, so the live server, which reads
// the history when it sees a new status document, finds the entry that dates each change.
export const PUBLISHED_FILES = {
  history: "status-history.json",
  status: "legislation-status.json",
  news: "legislation-news.json",
  un: "un-countries.json",
} as const;

/** The tiny file the tracker reads to learn whether its prerendered snapshot is still current. */
export const VERSIONS_FILE = "versions.json";

/**
 * Writes each file to a temporary name, then renames it, so a reader never sees half a file;
 * versions.json goes last, so it never names a version that is not there yet.
 */
export function writePublishedData(outDir: string, data: PublishedData): string[] {
  mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  const versions: Record<string, string> = {};
  for (const [key, name] of Object.entries(PUBLISHED_FILES) as Array<[keyof PublishedData, string]>) {
    const text = JSON.stringify(data[key]);
    written.push(writeAtomically(path.join(outDir, name), text));
    versions[key] = dataVersion(text);
  }
  written.push(writeAtomically(path.join(outDir, VERSIONS_FILE), JSON.stringify(versions)));
  return written;
}

/** Writes a file beside its final name, then renames it, so a reader never sees half a file. */
export function writeAtomically(target: string, text: string): string {
  mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, target);
  return target;
}
