// Vitest global setup: the unit and server tests make their fixture directories under one temporary
// directory per run, removed when the run ends, so no run leaves build copies behind in /tmp.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export default function setup(): () => void {
  const runDir = mkdtempSync(path.join(tmpdir(), "pa-unit-run-"));
  // Workers start after global setup and inherit this environment; os.tmpdir() reads TMPDIR.
  process.env.TMPDIR = runDir;
  return () => rmSync(runDir, { recursive: true, force: true });
}
