import { readStorage, writeStorage } from "~/lib/storage";

const FOLLOWED_STORAGE_KEY = "privacy-atlas-followed-countries";

export function readFollowed(): string[] {
  try {
    const value: unknown = JSON.parse(readStorage(FOLLOWED_STORAGE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((iso): iso is string => typeof iso === "string" && /^[A-Z]{3}$/.test(iso)) : [];
  } catch {
    return [];
  }
}

export function writeFollowed(isos: Iterable<string>): void {
  writeStorage(FOLLOWED_STORAGE_KEY, JSON.stringify([...new Set(isos)].sort()));
}
