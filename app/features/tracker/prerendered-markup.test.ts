import { afterEach, describe, expect, it, vi } from "vitest";
import { initialMarkup } from "./prerendered-markup";

describe("initialMarkup", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("builds the markup when there is no document (the prerender)", () => {
    expect(initialMarkup(() => "<path></path>")).toEqual({ __html: "<path></path>" });
  });

  it("does not build it in the browser: hydration keeps the prerendered children", () => {
    vi.stubGlobal("document", {});
    const build = vi.fn(() => "<path></path>");
    expect(initialMarkup(build)).toEqual({ __html: "" });
    expect(build).not.toHaveBeenCalled();
  });
});
