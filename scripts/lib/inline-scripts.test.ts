import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-scripts";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script body exactly, skipping external and empty scripts", () => {
    const html = `<head><script>var a=1;</script><script src="/x.js"></script><script type="module">import "/y.js";\n</script><script></script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha("var a=1;"), sha('import "/y.js";\n')].sort());
  });

  it("deduplicates identical scripts", () => {
    expect(inlineScriptHashes("<script>x()</script><script>x()</script>")).toHaveLength(1);
  });
});
