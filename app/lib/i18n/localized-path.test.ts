import { describe, expect, it } from "vitest";
import { englishPath, languageOfPath, pathInLanguage } from "./languages";
import { localizedLink } from "./localized-path";

describe("language paths", () => {
  it("reads the language from the first segment, English when there is none", () => {
    expect(languageOfPath("/fa/legal-tracker/iran")).toBe("fa");
    expect(languageOfPath("/zh-hans/legal-tracker/china")).toBe("zh-Hans");
    expect(languageOfPath("/legal-tracker/iran")).toBe("en");
    expect(languageOfPath("/far/legal-tracker")).toBe("en");
  });

  it("moves a path between languages both ways", () => {
    expect(pathInLanguage("/legal-tracker/russia", "ru")).toBe("/ru/legal-tracker/russia");
    expect(pathInLanguage("/ru/legal-tracker/russia", "ar")).toBe("/ar/legal-tracker/russia");
    expect(pathInLanguage("/", "tr")).toBe("/tr");
    expect(englishPath("/tr")).toBe("/");
    expect(englishPath("/es/legal-tracker/spain")).toBe("/legal-tracker/spain");
  });

  it("links a translated page in the reader's language and an English-only page as English", () => {
    expect(localizedLink("/legal-tracker/iran", "fa")).toEqual({ to: "/fa/legal-tracker/iran" });
    expect(localizedLink("/privacy-guide", "fa")).toEqual({ to: "/privacy-guide", hrefLang: "en" });
    expect(localizedLink("/legal-tracker/iran", "en")).toEqual({ to: "/legal-tracker/iran" });
  });
});
