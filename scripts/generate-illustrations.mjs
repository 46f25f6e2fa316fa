#!/usr/bin/env node
/**
 * Generates the small abstract SVG illustrations referenced by the content modules.
 *
 * It scans app/content/**\/*.ts for image refs of the form
 *   { src: "/images/<services|portfolio|solutions>/<id>.svg", alt: "...", width: W, height: H }
 * and writes public/images/<folder>/<id>.svg. Output is deterministic: every shape is seeded
 * by the id, and the gradient follows the nearest `color: "from-x-600 to-y-700"` in the same file,
 * so a card and its picture share colours. Each file must stay under 2 KB.
 *
 * Usage: npm run illustrations (after adding or recolouring a card with an illustration)
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const CONTENT_DIR = path.join(ROOT, "app", "content");
const OUT_DIR = path.join(ROOT, "public");
const MAX_BYTES = 2048;

/** Tailwind 600/700 shades used for white-on-gradient cards. */
const TAILWIND = {
  "slate-600": "#475569",
  "slate-700": "#334155",
  "red-600": "#dc2626",
  "red-700": "#b91c1c",
  "orange-600": "#ea580c",
  "orange-700": "#c2410c",
  "amber-600": "#d97706",
  "amber-700": "#b45309",
  "green-600": "#16a34a",
  "green-700": "#15803d",
  "emerald-600": "#059669",
  "emerald-700": "#047857",
  "teal-600": "#0d9488",
  "teal-700": "#0f766e",
  "cyan-600": "#0891b2",
  "cyan-700": "#0e7490",
  "sky-600": "#0284c7",
  "sky-700": "#0369a1",
  "blue-600": "#2563eb",
  "blue-700": "#1d4ed8",
  "indigo-600": "#4f46e5",
  "indigo-700": "#4338ca",
  "violet-600": "#7c3aed",
  "violet-700": "#6d28d9",
  "purple-600": "#9333ea",
  "purple-700": "#7e22ce",
  "fuchsia-600": "#c026d3",
  "fuchsia-700": "#a21caf",
  "pink-600": "#db2777",
  "pink-700": "#be185d",
  "rose-600": "#e11d48",
  "rose-700": "#be123c",
};
const FALLBACK_PAIRS = [
  ["#2563eb", "#4f46e5"],
  ["#0e7490", "#2563eb"],
  ["#7c3aed", "#9333ea"],
  ["#047857", "#0f766e"],
];

const IMAGE_RE =
  /src:\s*"\/images\/(services|portfolio|solutions)\/([a-z0-9-]+)\.svg",\s*alt:\s*"((?:[^"\\]|\\.)*)",\s*width:\s*(\d+),\s*height:\s*(\d+)/g;
const COLOR_RE = /color:\s*"from-([a-z]+-\d+) to-([a-z]+-\d+)"/g;

/** FNV-1a hash of a string, used as the PRNG seed. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small deterministic PRNG returning floats in [0, 1). */
function prng(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function listTsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listTsFiles(full);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [full] : [];
  });
}

/** Image refs with the gradient of the nearest colour class in the same file. */
function collectImages() {
  const images = new Map();
  for (const file of listTsFiles(CONTENT_DIR)) {
    const text = readFileSync(file, "utf8");
    const colors = [...text.matchAll(COLOR_RE)].map((m) => ({ at: m.index, from: m[1], to: m[2] }));
    for (const m of text.matchAll(IMAGE_RE)) {
      const [, folder, id, , width, height] = m;
      const nearest = colors
        .filter((c) => Math.abs(c.at - m.index) < 800)
        .sort((a, b) => Math.abs(a.at - m.index) - Math.abs(b.at - m.index))[0];
      const key = `${folder}/${id}`;
      if (!images.has(key)) {
        images.set(key, { folder, id, width: Number(width), height: Number(height), gradient: nearest });
      }
    }
  }
  return [...images.values()].sort((a, b) => `${a.folder}/${a.id}`.localeCompare(`${b.folder}/${b.id}`));
}

function palette(image, rand) {
  const from = image.gradient && TAILWIND[image.gradient.from];
  const to = image.gradient && TAILWIND[image.gradient.to];
  if (from && to) return [from, to];
  return FALLBACK_PAIRS[Math.floor(rand() * FALLBACK_PAIRS.length)];
}

const r0 = (n) => Math.round(n);

/** Folder-specific motif: a UI card (services), a bar chart (portfolio), a rising line (solutions). */
function motif(folder, w, h, rand) {
  if (folder === "services") {
    const x = r0(w * 0.08);
    const y = r0(h * (0.22 + rand() * 0.12));
    const cw = r0(w * 0.34);
    const bars = [0.8, 0.55, 0.68].map(
      (f, i) => `<rect x="${x + 24}" y="${y + 64 + i * 30}" width="${r0((cw - 48) * f)}" height="10" rx="5"/>`,
    );
    return `<rect x="${x}" y="${y}" width="${cw}" height="${r0(h * 0.42)}" rx="18" fill="#fff" fill-opacity=".12" stroke="#fff" stroke-opacity=".4" stroke-width="2"/><g fill="#fff" fill-opacity=".55"><circle cx="${x + 40}" cy="${y + 36}" r="14"/>${bars.join("")}</g>`;
  }
  if (folder === "portfolio") {
    const base = r0(h * 0.86);
    const bars = Array.from({ length: 5 }, (_, i) => {
      const bh = r0(h * (0.12 + rand() * 0.1 + i * 0.05));
      return `<rect x="${r0(w * 0.07) + i * 44}" y="${base - bh}" width="30" height="${bh}" rx="6"/>`;
    });
    return `<g fill="#fff" fill-opacity=".22">${bars.join("")}</g>`;
  }
  const pts = Array.from({ length: 6 }, (_, i) => {
    const x = r0(w * 0.06 + i * w * 0.09);
    const y = r0(h * (0.82 - i * 0.09 - rand() * 0.08));
    return [x, y];
  });
  const line = pts.map(([x, y]) => `${x},${y}`).join(" ");
  const [lx] = pts[pts.length - 1];
  return `<polygon points="${line} ${lx},${r0(h * 0.9)} ${pts[0][0]},${r0(h * 0.9)}" fill="#fff" fill-opacity=".1"/><polyline points="${line}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><g fill="#fff">${pts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5"/>`).join("")}</g>`;
}

function svgFor(image) {
  const { folder, id, width: w, height: h } = image;
  const rand = prng(hash(`${folder}/${id}`));
  const [c1, c2] = palette(image, rand);
  const angle = rand();
  const x2 = r0(60 + angle * 40);
  const y2 = r0(100 - angle * 40);

  const glows = Array.from({ length: 3 }, () => {
    const cx = r0(rand() * w);
    const cy = r0(rand() * h);
    const r = r0(h * (0.25 + rand() * 0.35));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity=".0${6 + Math.floor(rand() * 4)}"/>`;
  });

  const count = 7 + Math.floor(rand() * 3);
  const nodes = Array.from({ length: count }, () => [
    r0(w * (0.5 + rand() * 0.44)),
    r0(h * (0.1 + rand() * 0.8)),
    r0(3 + rand() * 6),
  ]);
  const edges = new Set();
  nodes.forEach(([x, y], i) => {
    const nearest = nodes
      .map(([nx, ny], j) => ({ j, d: (nx - x) ** 2 + (ny - y) ** 2 }))
      .filter((n) => n.j !== i)
      .sort((a, b) => a.d - b.d)
      .slice(0, 2);
    for (const { j } of nearest) edges.add(i < j ? `${i}-${j}` : `${j}-${i}`);
  });
  const lines = [...edges].map((e) => {
    const [a, b] = e.split("-").map(Number);
    return `M${nodes[a][0]} ${nodes[a][1]}L${nodes[b][0]} ${nodes[b][1]}`;
  });
  const dots = nodes.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`);
  const [hx, hy] = nodes[Math.floor(rand() * count)];

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${x2}%" y2="${y2}%"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
    glows.join(""),
    `<path d="${lines.join("")}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>`,
    `<g fill="#fff" fill-opacity=".85">${dots.join("")}</g>`,
    `<circle cx="${hx}" cy="${hy}" r="22" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>`,
    motif(folder, w, h, rand),
    "</svg>\n",
  ].join("");
}

const images = collectImages();
let failed = false;
for (const image of images) {
  const svg = svgFor(image);
  const dir = path.join(OUT_DIR, "images", image.folder);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${image.id}.svg`);
  writeFileSync(file, svg);
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_BYTES) failed = true;
  console.log(`${bytes > MAX_BYTES ? "TOO BIG" : "ok"}  ${path.relative(ROOT, file)}  ${bytes} B`);
}
console.log(`${images.length} illustrations written.`);
if (failed) {
  console.error(`Some illustrations exceed ${MAX_BYTES} bytes.`);
  process.exit(1);
}
