import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withTranslatedPageEnglish } from "~/interface-text.server";
import { I18nProvider, useTranslatedPageMessages } from "./i18n-context";
import { defineTranslatedPageMessages, flattenCatalogues } from "./messages";

const notes = defineTranslatedPageMessages("notes", {
  authoritative: "The <english>English</english> is authoritative.",
  count: "{count, plural, one {# text} other {# texts}} in English",
});

function Note() {
  const t = useTranslatedPageMessages<typeof notes>("notes");
  return (
    <p>
      {t.rich("authoritative", { english: (text) => <a href="/">{text}</a> })} {t("count", { count: 3 })}
    </p>
  );
}

const render = (language: "fa" | "ru", text: Record<string, string>) =>
  renderToStaticMarkup(
    <I18nProvider language={language} interfaceText={text}>
      <Note />
    </I18nProvider>,
  );

describe("texts only translated pages show", () => {
  it("come from the page's interface text, in its language", () => {
    const html = render("fa", { "notes.authoritative": "<english>انگلیسی</english> معتبر است.", "notes.count": "{count, plural, other {# متن}} به انگلیسی" });
    expect(html).toBe('<p><a href="/">انگلیسی</a> معتبر است. ۳ متن به انگلیسی</p>');
  });

  it("are the English the loader filled in where the translation is stale or missing, and nothing else is replaced", () => {
    const text = withTranslatedPageEnglish({ "notes.count": "{count, plural, few {# текста} other {# текстов}} на английском" }, flattenCatalogues([notes]));
    expect(text["notes.authoritative"]).toBe("The <english>English</english> is authoritative.");
    expect(render("ru", text)).toBe('<p>The <a href="/">English</a> is authoritative. 3 текста на английском</p>');
  });

  it("fail loudly on a page whose interface text lacks them, rather than showing nothing", () => {
    expect(() => render("fa", {})).toThrow(/notes\.authoritative is shown on translated pages only/);
  });
});
