// The tracker answers its GET forms and shared links without JavaScript
// (docs/decisions/0014-tracker-without-javascript.md): ?metric= picks the page prerendered for that
// metric, ?q= redirects to the one country it names or lists the matches, and ?country= points to
// the country's page. With JavaScript the page ignores all this and answers in the browser.
import { readFileSync, statSync } from "node:fs";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { z } from "zod";
import { normalizeForSearch, searchCountries } from "../data/model/country-search";
import { METRICS } from "../data/schema/metrics";

export const TRACKER_PATH = "/legal-tracker";
const DEFAULT_PAGE = "/legal-tracker/index.html";
const DEFAULT_METRIC = "overall_rating";
/** Where the prerendered page leaves room for the notice (app/features/tracker/tracker-page.tsx). */
export const NOTICE_SLOT = '<noscript data-slot="tracker-notice">';
const MAX_QUERY = 100;
const MAX_LISTED = 24;

const noticeTextSchema = z.object({
  noMatch: z.string(),
  matches: z.string(),
  showing: z.string(),
  inReview: z.string(),
  briefLink: z.string(),
});
/**
 * The notices' texts: `<strong>` and `<brief>` (the link to a brief) are the only markup, `{total}`,
 * `{shown}` and `{country}` the only placeholders (app/features/tracker/no-script-messages.ts).
 */
export type NoticeText = z.infer<typeof noticeTextSchema>;

const trackerNamesSchema = z.object({
  countries: z.array(
    z.object({
      iso: z.string().regex(/^[A-Z]{3}$/),
      name: z.string(),
      aliases: z.array(z.string()),
      path: z.string().startsWith("/legal-tracker/").nullable(),
    }),
  ),
  /** The English notices, and each translated tracker's, by its path prefix ("fa", "zh-hans"); older builds have none. */
  notices: z
    .record(
      z.string().regex(/^(en|[a-z]{2}(-[a-z]+)?)$/),
      z.object({ locale: z.string(), names: z.record(z.string().regex(/^[A-Z]{3}$/), z.string()), text: noticeTextSchema }),
    )
    .optional(),
});
export type TrackerNames = z.infer<typeof trackerNamesSchema>;

/** The names the build wrote (scripts/postbuild.ts); null when the build predates them or the file is unreadable. */
function loadTrackerNames(file: string): TrackerNames | null {
  try {
    return trackerNamesSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return null;
  }
}

/**
 * The names as the latest build wrote them, re-read when the file changes (like the CSP hashes in
 * server/csp-hashes.ts); a file caught unreadable keeps the last good names.
 */
export function trackerNamesSource(file: string): () => TrackerNames | null {
  let loaded: { mtimeMs: number; names: TrackerNames | null } = { mtimeMs: Number.NaN, names: null };
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return loaded.names;
    }
    if (mtimeMs !== loaded.mtimeMs) loaded = { mtimeMs, names: loadTrackerNames(file) ?? loaded.names };
    return loaded.names;
  };
}

export type TrackerAnswer = { kind: "redirect"; location: string } | { kind: "page"; relativePath: string; notice: string | null };

const escapeHtml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
const normalise = (value: string) => normalizeForSearch(value.trim());

/** The English notices, for a build that wrote none (the same English as app/features/tracker/no-script-messages.ts). */
export const ENGLISH_NOTICES: NoticeText = {
  noMatch: "<strong>No country matches your search.</strong> Every country is in the table “All countries” below the map.",
  matches: "<strong>Countries that match your search: {total}</strong>",
  showing: "Showing {shown} of {total}; refine the search to see the others.",
  inReview: "{country} (evidence in review)",
  briefLink: "This link opens the brief for <strong>{country}</strong>: <brief>read the brief for {country}</brief>.",
};

/** A notice's text as HTML: its own markup kept, everything else escaped, each value escaped where it goes. */
function fillNotice(template: string, values: Record<string, string>, briefHref = ""): string {
  return escapeHtml(template)
    .replaceAll("&lt;strong&gt;", "<strong>")
    .replaceAll("&lt;/strong&gt;", "</strong>")
    .replaceAll("&lt;brief&gt;", `<a href="${escapeHtml(briefHref)}">`)
    .replaceAll("&lt;/brief&gt;", "</a>")
    .replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : escapeHtml(values[name])));
}

function notice(content: string): string {
  return `<div class="notice tracker-notice" role="status">${content}</div>`;
}

/** The tracker's language for the answers: its names, texts and number format. */
type AnswerLanguage = { name: (country: TrackerNames["countries"][number]) => string; text: NoticeText; number: (value: number) => string };

// Made once per locale, not per request.
const numberFormats = new Map<string, Intl.NumberFormat>();

function answerLanguage(names: TrackerNames | null, prefix: string): AnswerLanguage {
  const notices = names?.notices?.[prefix || "en"];
  const locale = notices?.locale ?? "en";
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return {
    name: (country) => notices?.names[country.iso] ?? country.name,
    text: notices?.text ?? ENGLISH_NOTICES,
    number: (value) => format.format(value),
  };
}

/**
 * What /legal-tracker?… answers (or /fa/legal-tracker?…, with `prefix` "fa": the same answers in that
 * tracker's language, its pages and its names); null for a request the plain page answers as it is.
 */
export function answerTrackerQuery(query: URLSearchParams, names: TrackerNames | null, prefix = ""): TrackerAnswer | null {
  const language = answerLanguage(names, prefix);
  const inLanguage = (englishPath: string) => (prefix ? `/${prefix}${englishPath}` : englishPath);
  const countryLink = (country: TrackerNames["countries"][number]) =>
    country.path
      ? `<a href="${escapeHtml(inLanguage(country.path))}">${escapeHtml(language.name(country))}</a>`
      : fillNotice(language.text.inReview, { country: language.name(country) });
  const metric = query.get("metric");
  const relativePath = inLanguage(
    metric && metric !== DEFAULT_METRIC && (METRICS as readonly string[]).includes(metric) ? `/legal-tracker/index.metric-${metric}.html` : DEFAULT_PAGE,
  );
  const q = (query.get("q") ?? "").trim().slice(0, MAX_QUERY);
  const iso = (query.get("country") ?? "").trim().toUpperCase();

  if (names && q) {
    const needle = normalise(q);
    const exact = names.countries.find(
      (country) =>
        country.path &&
        (normalise(country.name) === needle || country.aliases.some((alias) => normalise(alias) === needle) || country.iso.toLowerCase() === needle),
    );
    const { matches, total } = searchCountries(names.countries, q, MAX_LISTED);
    const only = total === 1 && matches[0]!.path ? matches[0]! : null;
    const target = exact ?? only;
    if (target) return { kind: "redirect", location: inLanguage(target.path!) };
    // The notice never repeats what was typed: its text depends only on the countries matched, so
    // the few pages it makes are cached and a stream of different queries cannot make new ones.
    if (total === 0) return { kind: "page", relativePath, notice: notice(`<p>${fillNotice(language.text.noMatch, {})}</p>`) };
    const count = { total: language.number(total), shown: language.number(matches.length) };
    const more = total > matches.length ? `<p>${fillNotice(language.text.showing, count)}</p>` : "";
    return {
      kind: "page",
      relativePath,
      notice: notice(
        `<p>${fillNotice(language.text.matches, count)}</p><ul>${matches.map((country) => `<li>${countryLink(country)}</li>`).join("")}</ul>${more}`,
      ),
    };
  }

  if (names && /^[A-Z]{3}$/.test(iso)) {
    const country = names.countries.find((entry) => entry.iso === iso);
    if (country?.path) {
      return {
        kind: "page",
        relativePath,
        notice: notice(`<p>${fillNotice(language.text.briefLink, { country: language.name(country) }, inLanguage(country.path))}</p>`),
      };
    }
  }
  return relativePath === inLanguage(DEFAULT_PAGE) ? null : { kind: "page", relativePath, notice: null };
}

/** The page with the notice in its slot; unchanged when the page has no slot. */
export function withNotice(html: Buffer, content: string): Buffer {
  const text = html.toString("utf8");
  const at = text.indexOf(NOTICE_SLOT);
  if (at < 0) return html;
  const end = at + NOTICE_SLOT.length;
  return Buffer.from(text.slice(0, end) + content + text.slice(end));
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoded = Partial<Record<"br" | "gzip" | "identity", Buffer>>;

/**
 * A page with a notice is compressed once per notice and kept, the few dozen most recent only:
 * countries and searches repeat, and an unbounded cache would let anyone fill memory.
 */
export class NoticePages {
  private cache = new Map<string, Encoded>();
  constructor(private readonly limit = 64) {}

  /** Compression runs on libuv's thread pool, never blocking the event loop. */
  async body(key: string, make: () => Buffer, encoding: "br" | "gzip" | "identity"): Promise<Buffer> {
    let entry = this.cache.get(key);
    if (entry) this.cache.delete(key);
    else entry = { identity: make() };
    this.cache.set(key, entry);
    while (this.cache.size > this.limit) this.cache.delete(this.cache.keys().next().value!);
    const identity = entry.identity!;
    if (encoding === "br") entry.br ??= await brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    if (encoding === "gzip") entry.gzip ??= await gzipAsync(identity, { level: 6 });
    return entry[encoding]!;
  }

  get size(): number {
    return this.cache.size;
  }
}
