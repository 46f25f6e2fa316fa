// Which image a file is, read from its first bytes (never from its name or the browser's claim), and
// its pixel size from the header. Only the four formats the Media tab accepts; SVG (script-capable
// XML) and everything else is refused.

export type ImageType = "image/png" | "image/jpeg" | "image/webp" | "image/gif";

export interface ImageInfo {
  type: ImageType;
  /** The file extension that matches the content. */
  ext: "png" | "jpg" | "webp" | "gif";
  width: number;
  height: number;
}

/** Wider or taller than this is refused: no real web image needs it, and decoders choke on it. */
export const MAX_IMAGE_SIDE = 16_384;

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i] << 24) >>> 0) + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));
const startsWith = (b: Uint8Array, sig: number[]) => b.length >= sig.length && sig.every((v, i) => b[i] === v);

type Size = { width: number; height: number } | null;

function pngSize(b: Uint8Array): Size {
  // Signature, then the IHDR chunk must come first: length(4) "IHDR" width(4) height(4).
  if (b.length < 24 || ascii(b, 12, 4) !== "IHDR") return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function gifSize(b: Uint8Array): Size {
  return b.length < 10 ? null : { width: u16le(b, 6), height: u16le(b, 8) };
}

function webpSize(b: Uint8Array): Size {
  if (b.length < 25) return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8L") {
    if (b[20] !== 0x2f) return null;
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  if (b.length < 30) return null;
  if (chunk === "VP8X") return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  if (chunk === "VP8 ") {
    // Lossy: a 3-byte frame tag, the start code 9d 01 2a, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  return null;
}

/** Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegSize(b: Uint8Array): Size {
  let i = 2;
  while (i + 3 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // image data or end before any frame header
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    if (isSof(marker)) return i + 9 <= b.length ? { width: u16be(b, i + 7), height: u16be(b, i + 5) } : null;
    i += 2 + length;
  }
  return null;
}

const FORMATS: {
  type: ImageType;
  ext: ImageInfo["ext"];
  is: (b: Uint8Array) => boolean;
  size: (b: Uint8Array) => Size;
}[] = [
  {
    type: "image/png",
    ext: "png",
    is: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    size: pngSize,
  },
  { type: "image/jpeg", ext: "jpg", is: (b) => startsWith(b, [0xff, 0xd8, 0xff]), size: jpegSize },
  {
    type: "image/webp",
    ext: "webp",
    is: (b) => b.length >= 12 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP",
    size: webpSize,
  },
  { type: "image/gif", ext: "gif", is: (b) => b.length >= 6 && /^GIF8[79]a$/.test(ascii(b, 0, 6)), size: gifSize },
];

/**
 * The image type and size of `bytes`, or null when they are not a PNG, JPEG, WebP or GIF with a
 * readable header and a sensible size (1 to MAX_IMAGE_SIDE pixels a side).
 */
export function sniffImage(bytes: Uint8Array): ImageInfo | null {
  const format = FORMATS.find((f) => f.is(bytes));
  if (!format) return null;
  const size = format.size(bytes);
  if (!size) return null;
  const ok = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_IMAGE_SIDE;
  if (!ok(size.width) || !ok(size.height)) return null;
  return { type: format.type, ext: format.ext, ...size };
}

/**
 * A file name safe in a URL path and a Content-Disposition header: the uploaded name's stem in lowercase
 * letters, digits and hyphens, with the extension of what the bytes really are.
 * "Team Photo (1).PNG" of JPEG bytes → "team-photo-1.jpg".
 */
export function safeFileName(uploaded: string, ext: ImageInfo["ext"]): string {
  const base = uploaded.split(/[\\/]/).pop() ?? "";
  const stem = base
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${stem || "image"}.${ext}`;
}
