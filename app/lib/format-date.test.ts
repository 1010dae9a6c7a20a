import { describe, expect, it } from "vitest";
import { formatMessage } from "./i18n/format-message";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("writes a day in full", () => {
    expect(formatDate("2025-07-25")).toBe("25 July 2025");
    expect(formatDate("2025-07-25T10:00:00Z")).toBe("25 July 2025");
  });
  it("writes a month without inventing a day", () => {
    expect(formatDate("2022-12")).toBe("December 2022");
  });
  it("writes an em dash for nothing or nonsense", () => {
    expect(formatDate(undefined)).toBe("—");
    expect(formatDate("")).toBe("—");
    expect(formatDate("not a date")).toBe("—");
    expect(formatDate("2022-13")).toBe("—");
  });
});

describe("formatDate by hand", () => {
  it("writes what the en-GB long form in UTC writes, for every month and the ends of months", () => {
    const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    const month = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
    for (let m = 1; m <= 12; m++) {
      const mm = String(m).padStart(2, "0");
      for (const dd of ["01", "09", "28"]) {
        const value = `2024-${mm}-${dd}`;
        expect(formatDate(value)).toBe(day.format(new Date(`${value}T00:00:00Z`)));
      }
      expect(formatDate(`2023-${mm}`)).toBe(month.format(new Date(`2023-${mm}-01T00:00:00Z`)));
    }
    // A date-time late in the day is still that day in UTC.
    expect(formatDate("2024-02-29T23:59:59Z")).toBe("29 February 2024");
  });
});

describe("formatDate in other languages", () => {
  it("writes the date through Intl in the language, in the Gregorian calendar", () => {
    expect(formatDate("2025-07-25", "ru")).toBe("25 июля 2025 г.");
    expect(formatDate("2025-07-25", "es")).toBe("25 de julio de 2025");
    // Persian keeps the Gregorian month (ژوئیه), not the Solar Hijri date (3 Mordad 1404).
    expect(formatDate("2025-07-25", "fa")).toContain("ژوئیه");
    expect(formatDate("2022-12", "tr")).toBe("Aralık 2022");
    expect(formatDate(null, "ar")).toBe("—");
  });

  it("writes Arabic in the Latin digits its translations use, whatever the engine's CLDR default", () => {
    expect(formatDate("2026-11-26", "ar")).toBe("26 نوفمبر 2026");
    expect(formatMessage("{count, plural, other {# دولة}}", { count: 193 }, "ar")).toBe("193 دولة");
    // Persian keeps its own digits.
    expect(formatDate("2026-11-26", "fa")).toBe("۲۶ نوامبر ۲۰۲۶");
  });
});
