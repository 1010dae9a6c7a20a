import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { englishFingerprint, textsFingerprint } from "../model/brief-strings";
import type { Country } from "../schema/legislation";
import { collectionStrings } from "../model/collection-strings";
import { checkTranslations } from "./check-translations";

const none = { news: [], vpns: [] };
const labelStrings = () => collectionStrings("labels", none);
const LABELS = labelStrings().length;

const country = {
  iso_a3: "ZZA",
  summary: "VPNs are legal.",
  notes: "",
  digital_rights: { freedom_house: null, privacy_law: "Act", surveillance: "Lawful interception only." },
  history: [{ date: "2020-01-02", metric: "vpn_status", from: "green", to: "amber", summary: "A licence became mandatory.", sources: [] }],
} as unknown as Country;

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function dataDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "i18n-"));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, "i18n", name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  }
  return dir;
}

const made = (english: string, text: string) => ({ from: englishFingerprint(english), text });

describe("checkTranslations", () => {
  it("counts current, stale and missing strings per language", () => {
    const dir = dataDir({
      "ru/countries/ZZA.json": {
        language: "ru",
        country: "ZZA",
        strings: { summary: made("VPNs are legal.", "VPN законны."), "digital_rights.surveillance": made("An older English line.", "Старая строка.") },
      },
    });
    const result = checkTranslations(dir, { countries: [country], ...none });
    expect(result.problems).toEqual([]);
    expect(result.coverage.ru).toEqual({ current: 1, stale: 1, missing: 1 + LABELS, filesReadBack: 0, files: 1 });
    expect(result.stale).toEqual([{ language: "ru", source: "ZZA", key: "digital_rights.surveillance" }]);
    expect(result.missing).toContainEqual({ language: "ru", source: "ZZA", key: "history.2020-01-02.vpn_status" });
    expect(result.coverage.fa).toEqual({ current: 0, stale: 0, missing: 3 + LABELS, filesReadBack: 0, files: 0 });
  });

  it("names the file, field and reason for an unknown key, an untranslated text, a wrong name and a bad fingerprint", () => {
    const dir = dataDir({
      "ru/countries/ZZA.json": {
        language: "ru",
        country: "ZZB",
        strings: { summary: made("VPNs are legal.", "VPNs are legal."), "history.1999-01-01.vpn_status": made("x", "Ха") },
      },
      "es/countries/ZZA.json": { language: "es", country: "ZZA", strings: { summary: { from: "nothex", text: "Las VPN son legales." } } },
      "de/countries/ZZA.json": { language: "de", country: "ZZA", strings: {} },
    });
    const reasons = checkTranslations(dir, { countries: [country], ...none }).problems.map((problem) => `${problem.file}: ${problem.field}: ${problem.reason}`);
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^i18n\/de: : is not a translation language/),
        expect.stringMatching(/^i18n\/ru\/countries\/ZZA.json: country: is ZZB, but the file is named for ZZA/),
        expect.stringMatching(/^i18n\/ru\/countries\/ZZA.json: strings.summary.text: has no Cyrillic letter/),
        expect.stringMatching(/^i18n\/ru\/countries\/ZZA.json: strings.history.1999-01-01.vpn_status: the English has no text under this key/),
        expect.stringMatching(/^i18n\/es\/countries\/ZZA.json: strings.summary.from: must be 16 lowercase hex digits/),
      ]),
    );
  });

  it("refuses a Persian text written with the Arabic yeh or kaf, and a file that is not JSON", () => {
    const dir = dataDir({
      "fa/countries/ZZA.json": { language: "fa", country: "ZZA", strings: { summary: made("VPNs are legal.", "استفاده از وي‌پي‌ان قانوني است.") } },
      "ar/countries/ZZA.json": "{ not json",
    });
    const reasons = checkTranslations(dir, { countries: [country], ...none }).problems.map((problem) => `${problem.file}: ${problem.reason}`);
    expect(reasons).toEqual([
      expect.stringMatching(/^i18n\/fa\/countries\/ZZA.json: uses the Arabic yeh or kaf/),
      expect.stringMatching(/^i18n\/ar\/countries\/ZZA.json: is not valid JSON/),
    ]);
  });

  it("counts a brief as read back only while its texts are those the second reader read", () => {
    const strings = { summary: made("VPNs are legal.", "Las VPN son legales.") };
    const read = { on: "2026-11-27", texts: textsFingerprint(strings) };
    const asRead = dataDir({ "es/countries/ZZA.json": { language: "es", country: "ZZA", strings, read_back: read } });
    expect(checkTranslations(asRead, { countries: [country], ...none }).coverage.es).toMatchObject({ filesReadBack: 1, files: 1 });
    const edited = { summary: made("VPNs are legal.", "Las VPN son legales en el país.") };
    const changed = dataDir({ "es/countries/ZZA.json": { language: "es", country: "ZZA", strings: edited, read_back: read } });
    expect(checkTranslations(changed, { countries: [country], ...none }).coverage.es).toMatchObject({ filesReadBack: 0, files: 1 });
  });

  it("checks the labels file like a brief: its keys, its script, and what is current", () => {
    const [first, second] = labelStrings();
    const dir = dataDir({
      "ru/labels.json": {
        language: "ru",
        strings: { [first!.key]: made(first!.english, "Общий рейтинг"), [second!.key]: made(second!.english, "Free"), "metric.unknown": made("x", "Икс") },
      },
    });
    const { coverage, problems } = checkTranslations(dir, { countries: [country], ...none });
    expect(coverage.ru).toMatchObject({ current: 2, missing: 3 + LABELS - 2, files: 1 });
    expect(problems.map((problem) => `${problem.file}: ${problem.field}`)).toEqual([
      `i18n/ru/labels.json: strings.${second!.key}.text`,
      "i18n/ru/labels.json: strings.metric.unknown",
    ]);
  });

  it("fails a translated interface text that drops or renames a placeholder or tag, and lists files not read back", () => {
    const interfaceText = new Map([
      ["brief.seeOnMap", "See {country} on the map"],
      ["brief.legalNote", "Check the <sources>key sources</sources>."],
      ["brief.badge", "VPN"],
      ["brief.sources", "{count, plural, one {Source:} other {Sources:}}"],
      ["brief.citation", "<survey>{title}</survey> ({publisher}, {date})"],
      ["brief.untranslated", "<survey>{title}</survey> by {publisher}"],
    ]);
    const dir = dataDir({
      "ru/interface.json": {
        language: "ru",
        strings: {
          "brief.seeOnMap": made("See {country} on the map", "Показать {страна} на карте"),
          "brief.legalNote": made("Check the <sources>key sources</sources>.", "Смотрите <sources>источники</sources>."),
          "brief.badge": made("VPN", "VPN"),
          // A plural's branches are text, not placeholders: Russian has more of them.
          "brief.sources": made(
            "{count, plural, one {Source:} other {Sources:}}",
            "{count, plural, one {Источник:} few {Источники:} many {Источников:} other {Источники:}}",
          ),
          // Placeholders, tags and punctuation alone need no Cyrillic letter; an English word does.
          "brief.citation": made("<survey>{title}</survey> ({publisher}, {date})", "<survey>{title}</survey> ({publisher}; {date})"),
          "brief.untranslated": made("<survey>{title}</survey> by {publisher}", "<survey>{title}</survey> by {publisher}"),
        },
      },
    });
    const result = checkTranslations(dir, { countries: [], ...none, interfaceText });
    expect(result.problems).toEqual([
      {
        file: "i18n/ru/interface.json",
        field: "strings.brief.seeOnMap.text",
        reason: "must keep the English's placeholders and tags ({country}), has {страна}",
      },
      { file: "i18n/ru/interface.json", field: "strings.brief.untranslated.text", reason: "has no Cyrillic letter: is it translated?" },
    ]);
    expect(result.coverage.ru.current).toBe(6);
    expect(result.notReadBack).toEqual(["i18n/ru/interface.json"]);
  });
});
