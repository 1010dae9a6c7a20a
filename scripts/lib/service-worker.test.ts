import { describe, expect, it } from "vitest";
import { cleanUrl } from "./service-worker";

describe("cleanUrl", () => {
  it("maps prerendered pages to the clean URLs the server answers", () => {
    expect(cleanUrl("index.html")).toBe("/");
    expect(cleanUrl("about/index.html")).toBe("/about");
    expect(cleanUrl("blog/privacy-trinity/index.html")).toBe("/blog/privacy-trinity");
    expect(cleanUrl("assets/root-abc.js")).toBe("/assets/root-abc.js");
    expect(cleanUrl("about.data")).toBe("/about.data");
  });
});
