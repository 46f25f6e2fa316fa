import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { EncodedPage, MIN_COMPRESSED_BYTES, precompress } from "./encoded-page";

const html = `<!DOCTYPE html><html><body>${"<p>Cloud, security and AI for growing businesses in Indore.</p>".repeat(60)}</body></html>`;

describe("EncodedPage", () => {
  it("makes each coding once, from the same bytes, with a strong ETag of its own", async () => {
    const page = new EncodedPage(html);
    expect(page.compressible).toBe(true);
    expect(page.ready("br")).toBe(false);
    const [gz, again, br] = await Promise.all([page.encode("gzip"), page.encode("gzip"), page.encode("br")]);
    expect(again).toBe(gz);
    expect(zlib.gunzipSync(gz.body).toString()).toBe(html);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);
    expect(page.ready("br") && page.ready("gzip")).toBe(true);
    const tags = [page.identity.etag, gz.etag, br.etag];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(page.bytes).toBe(page.identity.body.length + gz.body.length + br.body.length);
    expect(page.html).toBe(html);
  });

  it.each([
    [MIN_COMPRESSED_BYTES - 1, false],
    [MIN_COMPRESSED_BYTES, true],
  ])("a page of %i bytes is compressible: %s", async (size, compressible) => {
    const page = new EncodedPage("x".repeat(size));
    expect(page.compressible).toBe(compressible);
    await precompress([page]);
    expect(page.ready("gzip")).toBe(compressible);
    expect(page.ready("br")).toBe(compressible);
  });

  it("the background queue skips a page no longer wanted", async () => {
    const kept = new EncodedPage(html);
    const dropped = new EncodedPage(`${html} `);
    await precompress([kept, dropped], (p) => p === kept);
    expect([kept.ready("br"), dropped.ready("br"), dropped.ready("gzip")]).toEqual([true, false, false]);
  });
});
