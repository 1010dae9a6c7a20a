import { RuleTester } from "eslint";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { areaOf, crossing, importBoundaries } from "./import-boundaries.js";

const root = path.resolve(import.meta.dirname, "..", "..");
const at = (file: string) => path.join(root, file);

describe("areaOf and crossing", () => {
  it("names the area of a path", () => {
    expect(areaOf(at("app/features/tracker/map/world-map.tsx"))).toBe("feature:tracker");
    expect(areaOf(at("app/routes/changes.tsx"))).toBe("routes");
    expect(areaOf(at("app/lib/format-date.ts"))).toBe("lib");
    expect(areaOf(at("app/root.tsx"))).toBe("app");
    expect(areaOf(at("server/app.ts"))).toBe("server");
  });
  it("allows a feature its own files, components, lib and data; refuses another feature", () => {
    expect(crossing("feature:tracker", "feature:tracker")).toBeNull();
    expect(crossing("feature:tracker", "lib")).toBeNull();
    expect(crossing("feature:tracker", "data")).toBeNull();
    expect(crossing("feature:tracker", "feature:vpn")).toMatch(/never import each other/);
    expect(crossing("lib", "feature:vpn")).toMatch(/never imports features/);
    expect(crossing("routes", "feature:vpn")).toBeNull();
  });
});

// RuleTester reports through the test framework's describe and it.
RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } });
tester.run("import-boundaries", importBoundaries, {
  valid: [
    {
      filename: at("app/features/tracker/map/world-map.tsx"),
      code: 'import { a } from "../metrics"; import { b } from "~/lib/format-date"; import c from "react";',
    },
    { filename: at("app/routes/legal-tracker.tsx"), code: 'import { a } from "~/features/vpn/country/vpn-section-props";' },
    { filename: at("server/app.ts"), code: 'import { a } from "../data/schema/metrics";' },
  ],
  invalid: [
    {
      filename: at("app/features/tracker/brief/country-brief.tsx"),
      code: 'import { a } from "~/features/vpn/vpn-format";',
      errors: [{ messageId: "crossing" }],
    },
    { filename: at("app/features/tracker/brief/country-brief.tsx"), code: 'import { a } from "../../vpn/vpn-format";', errors: [{ messageId: "crossing" }] },
    { filename: at("app/features/vpn/review/review-view.tsx"), code: 'const m = import("~/routes/changes");', errors: [{ messageId: "crossing" }] },
    { filename: at("app/lib/format-date.ts"), code: 'export { a } from "~/features/tracker/metrics";', errors: [{ messageId: "crossing" }] },
    { filename: at("app/components/ui/table.tsx"), code: 'export * from "../../features/tracker/metrics";', errors: [{ messageId: "crossing" }] },
    { filename: at("server/main.ts"), code: 'import { a } from "../app/lib/site-origin";', errors: [{ messageId: "crossing" }] },
  ],
});
