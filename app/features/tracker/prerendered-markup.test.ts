import { afterEach, describe, expect, it, vi } from "vitest";
import { prerenderedMarkup } from "./prerendered-markup";

const pageWith = (hydrated: string | undefined) => vi.stubGlobal("document", { documentElement: { dataset: hydrated === undefined ? {} : { hydrated } } });

describe("prerenderedMarkup", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("builds the markup when there is no document (the prerender)", () => {
    expect(prerenderedMarkup(() => "<path></path>")).toEqual({ __html: "<path></path>" });
  });

  it("does not build it while the page hydrates: the prerendered children stay", () => {
    pageWith(undefined);
    const build = vi.fn(() => "<path></path>");
    expect(prerenderedMarkup(build)).toEqual({ __html: "" });
    expect(build).not.toHaveBeenCalled();
  });

  it("builds it after hydration, for a client-side navigation", () => {
    pageWith("true");
    expect(prerenderedMarkup(() => "<path></path>")).toEqual({ __html: "<path></path>" });
  });
});
