import { describe, expect, it } from "vitest";
import { formatList, listSeparators } from "./format-list";

describe("formatList", () => {
  it("keeps the English comma list and joins other languages by their own rules", () => {
    expect(formatList(["VPN status", "Censorship"], "en")).toBe("VPN status, Censorship");
    expect(formatList(["a", "b", "c"], "zh-Hans")).toBe("a、b和c");
    expect(formatList(["a", "b"], "ru")).toBe("a и b");
    expect(formatList(["only"], "fa")).toBe("only");
  });
});

describe("listSeparators", () => {
  it("gives the text between the items, as the language writes it", () => {
    expect(listSeparators(3, "en")).toEqual([", ", ", "]);
    expect(listSeparators(3, "zh-Hans")).toEqual(["、", "和"]);
    expect(listSeparators(2, "es")).toEqual([" y "]);
    expect(listSeparators(1, "ru")).toEqual([]);
  });
});
