import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { translator } from "./i18n-context";
import { defineMessages } from "./messages";
import { richMessage } from "./rich-message";

describe("richMessage", () => {
  it("renders each tag with its renderer, wherever the translation puts it", () => {
    const link = (text: string) => <a href="#s">{text}</a>;
    expect(renderToStaticMarkup(richMessage("Check the <sources>key sources</sources>.", { sources: link }))).toBe('Check the <a href="#s">key sources</a>.');
    expect(renderToStaticMarkup(richMessage("<sources>منابع اصلی</sources> را ببینید.", { sources: link }))).toBe('<a href="#s">منابع اصلی</a> را ببینید.');
  });

  it("escapes the text and refuses a tag it has no renderer for", () => {
    expect(renderToStaticMarkup(richMessage("a < b & c", {}))).toBe("a &lt; b &amp; c");
    expect(() => richMessage("<x>y</x>", {})).toThrow(/no renderer for <x>/);
  });
});

describe("translator().rich", () => {
  it("keeps a value's markup-like text as text, inside and outside the tags", () => {
    const catalogue = defineMessages("test", { cite: "<source>{title}</source> ({publisher})" });
    const t = translator(catalogue, "en", {});
    const link = (text: string) => <a href="#s">{text}</a>;
    expect(renderToStaticMarkup(t.rich("cite", { source: link }, { title: "On <i>x</i>", publisher: "<muted>P</muted>" }))).toBe(
      '<a href="#s">On &lt;i&gt;x&lt;/i&gt;</a> (&lt;muted&gt;P&lt;/muted&gt;)',
    );
  });
});
