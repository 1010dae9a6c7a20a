import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";

describe("parseCsv", () => {
  it("handles quoted commas, doubled quotes and CRLF", () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\r\n1,\n')).toEqual([
      { a: "x, y", b: 'say "hi"' },
      { a: "1", b: "" },
    ]);
  });
});
