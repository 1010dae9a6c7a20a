import { describe, expect, it } from "vitest";
import { suggestedLanguage } from "./language-choice";

describe("suggestedLanguage", () => {
  it("suggests the first browser language the site has, never the page's own", () => {
    expect(suggestedLanguage("en", ["fa-IR", "en-US"], null)).toBe("fa");
    expect(suggestedLanguage("en", ["de-DE", "ru"], null)).toBe("ru");
    expect(suggestedLanguage("en", ["en-GB", "fa"], null)).toBeNull();
    expect(suggestedLanguage("fa", ["fa-IR"], null)).toBeNull();
  });

  it("reads Simplified Chinese from zh-CN and zh-Hans but not from zh-TW", () => {
    expect(suggestedLanguage("en", ["zh-CN"], null)).toBe("zh-Hans");
    expect(suggestedLanguage("en", ["zh-Hans-HK"], null)).toBe("zh-Hans");
    expect(suggestedLanguage("en", ["zh-TW"], null)).toBeNull();
  });

  it("lets the reader's own choice win over the browser's", () => {
    expect(suggestedLanguage("en", ["fa-IR"], "en")).toBeNull();
    expect(suggestedLanguage("en", ["en-US"], "tr")).toBe("tr");
    expect(suggestedLanguage("tr", ["en-US"], "tr")).toBeNull();
  });
});
