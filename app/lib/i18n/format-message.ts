import { intlLocale } from "./languages";

/**
 * Fills a message's placeholders: `{name}` takes the value as text, and
 * `{count, plural, one {# country} other {# countries}}` picks the branch for the number in the
 * language's plural rules (Intl.PluralRules: Russian has few and many, Arabic zero to many), with
 * `#` the number written for the language. A branch `=0` matches that number exactly.
 */
export function formatMessage(message: string, values: Record<string, string | number> = {}, language = "en"): string {
  let out = "";
  let index = 0;
  while (index < message.length) {
    const open = message.indexOf("{", index);
    if (open === -1) break;
    out += message.slice(index, open);
    const close = matchingBrace(message, open);
    const body = message.slice(open + 1, close);
    const filled = fill(body, values, language);
    out += filled;
    index = close + 1;
    // A value that ends in a full stop ("3 марта 2020 г.") at the end of a sentence: one stop, not two.
    if (filled.endsWith(".") && message[index] === ".") index += 1;
  }
  return out + message.slice(index);
}

function fill(body: string, values: Record<string, string | number>, language: string): string {
  const plural = /^\s*(\w+)\s*,\s*plural\s*,(.*)$/s.exec(body);
  if (!plural) {
    const value = values[body.trim()];
    if (value === undefined) throw new Error(`formatMessage: no value for {${body.trim()}}`);
    return typeof value === "number" ? formatNumber(value, language) : value;
  }
  const [, name, branchesText] = plural as unknown as [string, string, string];
  const count = values[name];
  if (typeof count !== "number") throw new Error(`formatMessage: {${name}, plural} needs a number`);
  const branches = parseBranches(branchesText);
  const branch = branches.get(`=${count}`) ?? branches.get(pluralRules(language).select(count)) ?? branches.get("other");
  if (branch === undefined) throw new Error(`formatMessage: {${name}, plural} has no "other" branch`);
  return formatMessage(branch.replaceAll("#", formatNumber(count, language)), values, language);
}

function parseBranches(text: string): Map<string, string> {
  const branches = new Map<string, string>();
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf("{", index);
    if (open === -1) break;
    const selector = text.slice(index, open).trim();
    const close = matchingBrace(text, open);
    branches.set(selector, text.slice(open + 1, close));
    index = close + 1;
  }
  return branches;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === "{") depth += 1;
    else if (text[index] === "}" && --depth === 0) return index;
  }
  throw new Error(`formatMessage: unclosed "{" in "${text}"`);
}

// English numbers are written as they are (no Intl on English pages: docs/decisions/0016-performance-floor.md);
// other languages get their own digits and separators (Persian digits, for example).
export function formatNumber(value: number, language: string): string {
  if (language === "en") return String(value);
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(intlLocale(language))));
  return format.format(value);
}

// Made once per language: the map and the tables format a message per country.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRulesByLanguage = new Map<string, Intl.PluralRules>();

function pluralRules(language: string): Intl.PluralRules {
  let rules = pluralRulesByLanguage.get(language);
  if (!rules) pluralRulesByLanguage.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
}
