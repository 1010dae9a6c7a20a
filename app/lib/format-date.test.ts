import { describe, expect, it } from "vitest";
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
