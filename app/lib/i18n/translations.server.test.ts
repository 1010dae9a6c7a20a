import { englishFingerprint } from "@data/model/brief-strings";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { currentTranslation } from "./translations.server";

function store(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "i18n-"));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), JSON.stringify(body));
  }
  return dir;
}

describe("currentTranslation", () => {
  it("keeps a text only while its English is the one it was made from", () => {
    const dir = store({
      "fa/countries/DEU.json": {
        language: "fa",
        country: "DEU",
        strings: {
          summary: { from: englishFingerprint("Germany summary"), text: "خلاصه" },
          notes: { from: englishFingerprint("Old notes"), text: "یادداشت کهنه" },
        },
      },
    });
    const english = [
      { key: "summary", english: "Germany summary" },
      { key: "notes", english: "New notes" },
      { key: "history.2024-01-01.vpn_status", english: "A change" },
    ];
    expect(currentTranslation("fa", "DEU", english, dir)).toEqual({
      texts: { summary: "خلاصه" },
      stale: ["notes"],
      missing: ["history.2024-01-01.vpn_status"],
    });
  });

  it("shows everything in English when the language has no file, and names the field of a malformed one", () => {
    const dir = store({ "ru/interface.json": { language: "ru", strings: { "layout.home": { from: "not-hex", text: "Главная" } } } });
    expect(currentTranslation("tr", "interface", [{ key: "layout.home", english: "Home" }], dir)).toEqual({ texts: {}, stale: [], missing: ["layout.home"] });
    expect(() => currentTranslation("ru", "interface", [{ key: "layout.home", english: "Home" }], dir)).toThrow(
      /ru\/interface\.json: strings\.layout\.home\.from/,
    );
  });
});
