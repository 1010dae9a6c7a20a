// Builds /sw.js after prerendering: the Workbox runtime is copied into the build (no CDN), and
// the precache manifest lists every page under its clean URL.
import { copyWorkboxLibraries, injectManifest } from "workbox-build";
import { LANGUAGES } from "../../app/lib/i18n/languages";
import { TRANSLATION_LANGUAGES } from "../../data/schema/languages";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { PUBLISHED_FILES, VERSIONS_FILE } from "./publish-data";

/** `about/index.html` is served at `/about`, `index.html` at `/`; other files keep their path. */
export function cleanUrl(url: string): string {
  if (url === "index.html") return "/";
  if (url.endsWith("/index.html")) return `/${url.slice(0, -"/index.html".length)}`;
  return `/${url}`;
}

export async function buildServiceWorker(clientDir: string): Promise<{ count: number; size: number }> {
  // Old copies of the runtime would linger in the build between versions.
  for (const entry of await readdir(clientDir)) if (entry.startsWith("workbox-v")) rmSync(path.join(clientDir, entry), { recursive: true, force: true });
  const workboxDir = await copyWorkboxLibraries(clientDir);
  // The router's shell for pages that are not precached: a copy the server will serve.
  writeFileSync(path.join(clientDir, "app-shell.html"), readFileSync(path.join(clientDir, "__spa-fallback.html")));

  const template = readFileSync(path.resolve(import.meta.dirname, "..", "service-worker", "sw-template.js"), "utf8")
    .replaceAll("__WORKBOX_DIR__", workboxDir)
    .replace(
      "const DATA_FILES = __DATA_FILES__;",
      `const DATA_FILES = ${JSON.stringify([...Object.values(PUBLISHED_FILES), VERSIONS_FILE].map((name) => `/data/${name}`))};`,
    );
  const source = path.join(clientDir, "sw-source.tmp.js");
  writeFileSync(source, template);
  try {
    const { count, size, warnings } = await injectManifest({
      swSrc: source,
      swDest: path.join(clientDir, "sw.js"),
      globDirectory: clientDir,
      globPatterns: ["assets/**/*.{js,css}", "**/*.data", "*.png", "legal-tracker/world-map.json", "app-shell.html", "**/index.html"],
      // Country briefs are many and heavy: they come from the network, or the shell plus their data.
      globIgnores: [
        // The map file's router data, which nothing reads (the file itself is precached above).
        "legal-tracker/world-map.json.data",
        "legal-tracker/*/index.html",
        "404/**",
        // The translated pages (issue 22) are as many again per language: they come from the network.
        ...TRANSLATION_LANGUAGES.map((language) => `${LANGUAGES[language].prefix}/**`),
        "i18n/**",
        "__spa-fallback.html",
        "workbox-v*/**",
        "sw-source.tmp.js",
        "data/*.json",
        "data/*.csv",
        "**/*.br",
        "**/*.gz",
      ],
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      manifestTransforms: [async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: cleanUrl(entry.url) })), warnings: [] })],
    });
    for (const warning of warnings) console.warn(`service worker: ${warning}`);
    return { count, size };
  } finally {
    rmSync(source, { force: true });
  }
}
