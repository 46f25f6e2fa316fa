// Content negotiation for the pages kept compressed in memory (./encoded-page.ts): which of Brotli,
// gzip and no coding a client accepts, in its order of preference (RFC 9110 §12.5.3).

export type Coding = "br" | "gzip";
export type Encoding = Coding | "identity";

const QVALUE = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/**
 * The encodings a request accepts, best first: highest q-value first, and at equal q Brotli, then gzip,
 * then no coding. `q=0` (also through `*;q=0`) excludes a coding; `x-gzip` is gzip. Without the header
 * only identity: what a client that never asked for a coding can surely read. Identity is accepted
 * unless excluded, last when the header does not list it. An entry with a malformed q-value is ignored.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (header === undefined) return ["identity"];
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.split(";").map((s) => s.trim());
    if (!name) continue;
    let value = 1;
    const qParam = params.find((p) => /^q\s*=/i.test(p))?.replace(/\s+/g, "");
    if (qParam !== undefined) {
      if (!QVALUE.test(qParam)) continue;
      value = Number(qParam.slice(2));
    }
    const coding = name.toLowerCase() === "x-gzip" ? "gzip" : name.toLowerCase();
    q.set(coding, Math.max(q.get(coding) ?? 0, value));
  }
  const star = q.get("*");
  const qualityOf = (e: Encoding) => q.get(e) ?? (e === "identity" ? (star ?? 0.0001) : (star ?? 0));
  const order: Encoding[] = ["br", "gzip", "identity"];
  // A stable sort keeps br, gzip, identity at equal q.
  return order.filter((e) => qualityOf(e) > 0).sort((a, b) => qualityOf(b) - qualityOf(a));
}

/** What a page has ready, and what to answer with: an encoding ready now, or one worth a short wait. */
export type Choice = { use: Encoding } | { wait: Coding };

/**
 * Picks the best accepted encoding that is ready. When none of the codings a client prefers to no
 * coding is ready yet, the quickest of them to make is waited for (once per page and version): gzip,
 * a few milliseconds, else Brotli, about 0.1 s. A client that accepts nothing we have gets the page
 * without coding (RFC 9110 §12.5.3 allows it).
 */
export function chooseEncoding(accepted: readonly Encoding[], ready: (c: Coding) => boolean): Choice {
  const cut = accepted.indexOf("identity");
  const ahead = (cut === -1 ? accepted : accepted.slice(0, cut)) as Coding[];
  const now = ahead.find(ready);
  if (now) return { use: now };
  if (ahead.includes("gzip")) return { wait: "gzip" };
  if (ahead.length) return { wait: ahead[0] };
  return { use: "identity" };
}
