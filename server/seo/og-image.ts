import fs from "node:fs";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import satori from "satori";

// Social previews (Open Graph, 1200 × 630 PNG) drawn in-process: satori lays the card out as SVG with
// the Inter font shipped by @fontsource/inter, and resvg (WebAssembly, no native download) paints it.

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export type OgKind = "home" | "service" | "outcome" | "article" | "page";

export interface OgCard {
  kind: OgKind;
  title: string;
  /** One line under the title: the description, or an article's category and author. */
  subtitle: string;
  brand: string;
  host: string;
}

const KICKERS: Record<OgKind, string> = {
  home: "AI & IT services · Indore, India",
  service: "Service",
  outcome: "Business outcome",
  article: "Insights & Stories",
  page: "",
};

const require = createRequire(import.meta.url);
let ready: Promise<{ fonts: Parameters<typeof satori>[1]["fonts"] }> | undefined;

function setup() {
  ready ??= (async () => {
    await initWasm(fs.readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
    const font = (weight: 400 | 700) => ({
      name: "Inter",
      data: fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      weight,
      style: "normal" as const,
    });
    return { fonts: [font(400), font(700)] };
  })();
  return ready;
}

/** Shortens at a word boundary so a long title never overflows the card. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // The cut ends a word when the next character is a space; otherwise drop the partial word.
  const space = text[max - 1] === " " ? cut.length : cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

type Node = { type: string; props: { style: Record<string, unknown>; children?: unknown } };
const el = (style: Record<string, unknown>, children?: unknown): Node => ({
  type: "div",
  props: { style: { display: "flex", ...style }, children },
});

// Explicit sizes throughout: satori does not subtract padding from percentage widths.
const MARGIN_X = 80;
const MARGIN_TOP = 72;
const MARGIN_BOTTOM = 88;
const INNER_WIDTH = OG_WIDTH - 2 * MARGIN_X;

function card({ kind, title, subtitle, brand, host }: OgCard): Node {
  const kicker = KICKERS[kind];
  const inner = el(
    {
      width: INNER_WIDTH,
      height: OG_HEIGHT - MARGIN_TOP - MARGIN_BOTTOM,
      marginLeft: MARGIN_X,
      marginTop: MARGIN_TOP,
      flexDirection: "column",
      justifyContent: "space-between",
    },
    [
      el({ width: INNER_WIDTH, alignItems: "center", justifyContent: "space-between" }, [
        el({ alignItems: "center", fontSize: 34, fontWeight: 700 }, [
          el({ width: 18, height: 18, borderRadius: 9, backgroundColor: "#67e8f9", marginRight: 18 }),
          brand,
        ]),
        el({ fontSize: 26, color: "#bfdbfe" }, host),
      ]),
      el({ width: INNER_WIDTH, flexDirection: "column" }, [
        ...(kicker ? [el({ fontSize: 30, color: "#a5f3fc", marginBottom: 20 }, kicker)] : []),
        el({ fontSize: title.length > 60 ? 58 : 70, fontWeight: 700, lineHeight: 1.12 }, clip(title, 110)),
        el({ fontSize: 30, color: "#dbeafe", marginTop: 28, lineHeight: 1.35 }, clip(subtitle, 150)),
      ]),
    ],
  );
  return el(
    {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      color: "#ffffff",
      fontFamily: "Inter",
      backgroundImage: "linear-gradient(135deg, #172c6e 0%, #1d4ed8 60%, #0e7490 100%)",
    },
    [inner],
  );
}

/** The PNG bytes of one card. */
export async function renderOgImage(info: OgCard): Promise<Buffer> {
  const { fonts } = await setup();
  const svg = await satori(card(info) as Parameters<typeof satori>[0], { width: OG_WIDTH, height: OG_HEIGHT, fonts });
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng());
}

/** One card drawn by the `ogCards` job: its place in the job's list and its PNG bytes. */
export interface OgPainted {
  index: number;
  png: Uint8Array;
}

/**
 * The `ogCards` background job (server/background/jobs.ts): draws each card in turn and sends it back
 * as soon as it is drawn, so a request waits for its own card, not for the whole list.
 */
export async function renderOgImages(
  { cards }: { cards: OgCard[] },
  ctx: { stop: () => boolean; progress: (p: OgPainted) => void },
) {
  let drawn = 0;
  for (const [index, info] of cards.entries()) {
    if (ctx.stop()) break;
    ctx.progress({ index, png: await renderOgImage(info) });
    drawn++;
  }
  return drawn;
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23), or undefined when it is not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.length < 24 || signature.some((b, i) => png[i] !== b)) return undefined;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
