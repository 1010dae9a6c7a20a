import { expect, test } from "./fixtures";

// The build writes brotli and gzip forms of every text file; the server picks one by
// Accept-Encoding and never compresses on request (server/static-files.ts).
const urls = ["/legal-tracker", "/data/legislation-status.json", "/legal-tracker/france"];

test("pages and published data come precompressed as br, gzip or identity, each with its own ETag", async ({ request }) => {
  for (const url of urls) {
    const forms = await Promise.all(
      ["br", "gzip", "identity"].map(async (encoding) => {
        const response = await request.get(url, { headers: { "accept-encoding": encoding } });
        expect(response.status(), `${url} as ${encoding}`).toBe(200);
        return { encoding, headers: response.headers(), body: await response.text() };
      }),
    );
    expect(forms[0]!.headers["content-encoding"], url).toBe("br");
    expect(forms[1]!.headers["content-encoding"], url).toBe("gzip");
    expect(forms[2]!.headers["content-encoding"], url).toBeUndefined();
    // Decoded, all three are the same document.
    expect(forms[0]!.body).toBe(forms[2]!.body);
    expect(forms[1]!.body).toBe(forms[2]!.body);
    expect(new Set(forms.map((form) => form.headers.etag)).size).toBe(3);
    for (const form of forms) expect(form.headers.vary).toBe("accept-encoding");
  }
});

test("q-values decide, and the compressed copies are not addresses of their own", async ({ request }) => {
  const gzipFirst = await request.get("/legal-tracker", { headers: { "accept-encoding": "br;q=0.2, gzip;q=0.8" } });
  expect(gzipFirst.headers()["content-encoding"]).toBe("gzip");
  expect((await request.get("/legal-tracker/index.html.br")).status()).toBe(404);
});
