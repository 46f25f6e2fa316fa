import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { safeFileName, sniffImage } from "./image-sniff";

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
const le16 = (n: number) => [n & 0xff, n >> 8];
const be16 = (n: number) => [n >> 8, n & 0xff];
const be32 = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];
const PNG_SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// Hand-built headers: the sizes are the numbers written into them.
const png = (w: number, h: number) => bytes(PNG_SIG, be32(13), "IHDR", be32(w), be32(h), [8, 6, 0, 0, 0]);
const gif = (w: number, h: number) => bytes("GIF89a", le16(w), le16(h), [0, 0, 0]);
const jpeg = (w: number, h: number, sof = 0xc0) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0],
    be16(16),
    "JFIF\0",
    Array(9).fill(0),
    [0xff, 0xc4],
    be16(4),
    [0, 0],
    [0xff, sof],
    be16(17),
    [8],
    be16(h),
    be16(w),
    [3],
  );
const riff = (chunk: string, body: number[]) =>
  bytes("RIFF", [0, 0, 0, 0], "WEBP", chunk, [body.length, 0, 0, 0], body);
// VP8L: signature 0x2f, then 14 bits width-1, 14 bits height-1.
const vp8l = (w: number, h: number) => {
  const bits = (w - 1) | ((h - 1) << 14);
  return riff("VP8L", [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff, 0]);
};
const vp8 = (w: number, h: number) => riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(w), ...le16(h)]);
const vp8x = (w: number, h: number) => riff("VP8X", [0, 0, 0, 0, ...le24(w - 1), ...le24(h - 1)]);

describe("sniffImage", () => {
  it.each([
    ["PNG 800×600", png(800, 600), "image/png", 800, 600],
    ["PNG 1×16384 (the tallest allowed)", png(1, 16384), "image/png", 1, 16384],
    ["GIF 320×200", gif(320, 200), "image/gif", 320, 200],
    ["JPEG baseline 1200×630 after APP0 and DHT", jpeg(1200, 630), "image/jpeg", 1200, 630],
    ["JPEG progressive (SOF2) 64×48", jpeg(64, 48, 0xc2), "image/jpeg", 64, 48],
    ["WebP lossless 300×150", vp8l(300, 150), "image/webp", 300, 150],
    ["WebP lossy 640×360", vp8(640, 360), "image/webp", 640, 360],
    ["WebP extended 4000×3000", vp8x(4000, 3000), "image/webp", 4000, 3000],
  ])("%s", (_name, input, type, width, height) => {
    expect(sniffImage(input)).toMatchObject({ type, width, height });
  });

  it.each([
    ["an empty file", bytes()],
    ["a Windows program renamed .png", bytes("MZ", [0x90, 0, 3, 0], "This program cannot be run in DOS mode.")],
    ["an SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>')],
    ["an SVG behind an XML declaration", bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["HTML", bytes("<!doctype html><script>alert(1)</script>")],
    ["a PDF", bytes("%PDF-1.7\n%âãÏÓ\n1 0 obj")],
    ["a PNG signature cut short", bytes(PNG_SIG, be32(13), "IH")],
    ["a PNG whose first chunk is not IHDR", bytes(PNG_SIG, be32(13), "tEXt", be32(10), be32(10))],
    ["a PNG of 0 pixels wide", png(0, 10)],
    ["a PNG 20000 pixels wide", png(20000, 10)],
    ["a GIF with a bad version", bytes("GIF88a", le16(5), le16(5))],
    ["a JPEG with no frame header before the image data", bytes([0xff, 0xd8, 0xff, 0xda], be16(8), Array(6).fill(0))],
    ["a JPEG cut inside its frame header", jpeg(10, 10).subarray(0, 30)],
    ["a RIFF that is WAVE audio", bytes("RIFF", [0, 0, 0, 0], "WAVEfmt ", Array(20).fill(0))],
    ["a lossy WebP without its start code", riff("VP8 ", [0, 0, 0, 1, 2, 3, 10, 0, 10, 0])],
  ])("refuses %s", (_name, input) => {
    expect(sniffImage(input)).toBeNull();
  });

  // Files written by real encoders (Chromium's canvas; the GIF by hand, valid per GIF89a).
  it.each([
    ["cover-64x36.png", "image/png", 64, 36],
    ["photo-40x30.jpg", "image/jpeg", 40, 30],
    ["banner-33x17.webp", "image/webp", 33, 17],
    ["dot-5x3.gif", "image/gif", 5, 3],
  ])("reads the real file %s", (file, type, width, height) => {
    const data = fs.readFileSync(path.resolve("tests/fixtures/media", file));
    expect(sniffImage(data)).toEqual({ type, ext: expect.any(String), width, height });
  });
});

describe("safeFileName", () => {
  it.each([
    ["Team Photo (1).PNG", "jpg", "team-photo-1.jpg"],
    ["cover.png", "png", "cover.png"],
    ["C:\\Users\\me\\Désktop\\Café Menu.webp", "webp", "cafe-menu.webp"],
    ["../../etc/passwd", "gif", "passwd.gif"],
    ["setup.exe", "png", "setup.png"],
    ["", "png", "image.png"],
    ["....", "gif", "image.gif"],
    ["<script>.png", "png", "script.png"],
  ] as const)("%s as %s → %s", (name, ext, expected) => {
    expect(safeFileName(name, ext)).toBe(expected);
  });
});
