// Runs after `react-router build`: hashes every inline script for the Content-Security-Policy.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { inlineScriptHashes } from "./lib/inline-scripts";

const BUILD_DIR = path.resolve(import.meta.dirname, "..", "build");
const CLIENT_DIR = path.join(BUILD_DIR, "client");

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html")).map((entry) => path.join(entry.parentPath, entry.name));
}

async function writeCspHashes(): Promise<number> {
  const hashes: Record<string, string[]> = {};
  for (const file of await htmlFiles(CLIENT_DIR)) {
    const relative = `/${path.relative(CLIENT_DIR, file).split(path.sep).join("/")}`;
    hashes[relative] = inlineScriptHashes(await readFile(file, "utf8"));
  }
  await writeFile(path.join(BUILD_DIR, "csp-hashes.json"), `${JSON.stringify(hashes, null, 1)}\n`);
  return Object.keys(hashes).length;
}

const pages = await writeCspHashes();
console.log(`postbuild: hashed inline scripts of ${pages} HTML files into build/csp-hashes.json`);
