import { describe, expect, it } from "vitest";
import { formatMessage } from "./format-message";

describe("formatMessage", () => {
  it("fills named values and leaves the rest of the text alone", () => {
    expect(formatMessage("See {name} on the map", { name: "Iran" })).toBe("See Iran on the map");
    expect(formatMessage("No placeholders")).toBe("No placeholders");
  });

  it("picks the plural branch by the language's rules", () => {
    const message = "{count, plural, one {# country} few {# страны} many {# стран} other {# countries}}";
    expect(formatMessage(message, { count: 1 })).toBe("1 country");
    expect(formatMessage(message, { count: 7 })).toBe("7 countries");
    expect(formatMessage(message, { count: 3 }, "ru")).toBe("3 страны");
    expect(formatMessage(message, { count: 11 }, "ru")).toBe("11 стран");
  });

  it("prefers an exact branch and writes the number in the language's digits", () => {
    const message = "{count, plural, =0 {none} other {# of {total}}}";
    expect(formatMessage(message, { count: 0, total: 5 })).toBe("none");
    expect(formatMessage(message, { count: 12, total: "193" }, "fa")).toBe("۱۲ of 193");
  });

  it("fails loudly on a missing value rather than printing a hole", () => {
    expect(() => formatMessage("Hello {name}")).toThrow(/no value for \{name\}/);
    expect(() => formatMessage("{count, plural, one {x}}", { count: 2 })).toThrow(/no "other" branch/);
  });
});

describe("formatMessage at a sentence's end", () => {
  it("writes one full stop when the value ends in one", () => {
    expect(formatMessage("Сообщение от {date}.", { date: "3 марта 2020 г." }, "ru")).toBe("Сообщение от 3 марта 2020 г.");
    expect(formatMessage("Report from {date}.", { date: "3 March 2020" })).toBe("Report from 3 March 2020.");
  });
});
