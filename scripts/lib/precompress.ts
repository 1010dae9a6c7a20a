// Brotli and gzip forms of every text file, written beside it at build time and by data:publish,
// so the server sends them as they are and never compresses on request (server/static-files.ts).
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { isCompressible, PRECOMPRESSED_EXTENSIONS } from "../../server/static-files";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PrecompressResult = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };

/**
 * Writes `file.br` and `file.gz` beside one file when it is compressible; each through a temporary
 * name, and after the source, so a compressed form is never older than what it was made from.
 * Returns the sizes written, or null for a file left alone.
 */
export async function precompressFile(file: string, relativePath = `/${path.basename(file)}`): Promise<{ bytes: number; br: number; gzip: number } | null> {
  const raw = await readFile(file);
  if (!isCompressible(relativePath, raw.length)) return null;
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzipAsync(raw, { level: 9 }),
  ]);
  for (const [extension, body] of [
    [PRECOMPRESSED_EXTENSIONS.br, br],
    [PRECOMPRESSED_EXTENSIONS.gzip, gz],
  ] as const) {
    const temporary = `${file}${extension}.${process.pid}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, `${file}${extension}`);
  }
  return { bytes: raw.length, br: br.length, gzip: gz.length };
}

/** Every compressible file under `dir` (its compressed forms excluded), two at a time. */
export async function precompressTree(dir: string): Promise<PrecompressResult> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile() && !/\.(br|gz|tmp)$/.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const relative = `/${path.relative(dir, file).split(path.sep).join("/")}`;
      const written = await precompressFile(file, relative);
      if (!written) continue;
      result.files += 1;
      result.bytes += written.bytes;
      result.brotliBytes += written.br;
      result.gzipBytes += written.gzip;
    }
  };
  await Promise.all([worker(), worker()]);
  return result;
}

/** Precompresses the given files; their names decide their type (every text type compresses alike). */
export async function precompressFiles(files: readonly string[]): Promise<number> {
  let count = 0;
  for (const file of files) if (await precompressFile(file)) count += 1;
  return count;
}
