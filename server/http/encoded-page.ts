import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import compression from "compression";
import type { Request, Response } from "express";
import { logger } from "../ops/logger";
import { countContentBuild } from "../ops/metrics";
import { acceptedEncodings, type Coding, chooseEncoding, type Encoding } from "./accept-encoding";

// A page whose HTML is fixed until the build or the content version changes is compressed once, not
// on every request (docs/decisions/053-precompressed-pages.md): its gzip and Brotli bytes are made with
// async zlib (libuv's threadpool, never the event loop), kept beside the plain bytes, and sent like a
// file: Content-Length, a strong ETag per representation, Vary: Accept-Encoding, 304 and HEAD.

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Brotli 10: 2-3 % larger than 11 at a quarter of its time (about 0.1 s for a 180 KB page here). */
export const BROTLI_QUALITY = 10;

const make: Record<Coding, (html: Buffer) => Promise<Buffer>> = {
  gzip: (b) => gzip(b, { level: 9 }),
  br: (b) =>
    brotli(b, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length,
      },
    }),
};

interface Variant {
  body: Buffer;
  /** Strong: the hash of exactly these bytes, so each encoding has its own (RFC 9110 §8.8.3). */
  etag: string;
}

const variant = (body: Buffer): Variant => ({
  body,
  etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
});

/** Below this size a coding saves less than its own headers cost (the compression middleware's threshold). */
export const MIN_COMPRESSED_BYTES = 1024;

/** One page's bytes: plain at once, gzip and Brotli when first asked for (each made once). */
export class EncodedPage {
  readonly identity: Variant;
  /** False for a page too small to gain from a coding: always sent plain. */
  readonly compressible: boolean;
  private readonly made = new Map<Coding, Variant>();
  private readonly jobs = new Map<Coding, Promise<Variant>>();

  constructor(html: string) {
    this.identity = variant(Buffer.from(html, "utf8"));
    this.compressible = this.identity.body.length >= MIN_COMPRESSED_BYTES;
  }

  get html() {
    return this.identity.body.toString("utf8");
  }

  ready(coding: Coding) {
    return this.made.has(coding);
  }

  variant(encoding: Encoding) {
    return encoding === "identity" ? this.identity : this.made.get(encoding);
  }

  /** Makes a coding's bytes (or returns them): one zlib run however many ask while it runs. */
  encode(coding: Coding): Promise<Variant> {
    let job = this.jobs.get(coding);
    if (!job) {
      job = make[coding](this.identity.body).then((body) => {
        countContentBuild("page_compression");
        const v = variant(body);
        this.made.set(coding, v);
        return v;
      });
      // A failure (not expected from zlib on a buffer) lets the next request try again.
      job.catch(() => this.jobs.delete(coding));
      this.jobs.set(coding, job);
    }
    return job;
  }

  /** Bytes held in memory for this page. */
  get bytes() {
    let n = this.identity.body.length;
    for (const v of this.made.values()) n += v.body.length;
    return n;
  }
}

// One compression at a time for the whole process: at most one threadpool thread (of libuv's four, which
// also serve file reads and scrypt) and one core go to it, so warming up never crowds out requests.
let queue: Promise<unknown> = Promise.resolve();

/** Runs a compression after those already queued; `job` may skip work no longer needed. */
export function enqueue<T>(job: () => Promise<T> | T): Promise<T | undefined> {
  const run = queue.then(job).catch((err: unknown) => {
    logger("http").error({ err }, "compressing a page failed; it is compressed on request");
    return undefined;
  });
  queue = run;
  return run;
}

/** Queues gzip for every page first (the coding every client accepts), then Brotli. */
export function precompress(pages: readonly EncodedPage[], stillWanted: (p: EncodedPage) => boolean = () => true) {
  const wanted = (p: EncodedPage) => p.compressible && stillWanted(p);
  for (const p of pages) void enqueue(() => (wanted(p) ? p.encode("gzip") : undefined));
  const last = pages.map((p) => enqueue(() => (wanted(p) ? p.encode("br") : undefined)));
  return Promise.all(last);
}

// Responses sent from these bytes: the compression middleware leaves them alone, an identity one too.
const precompressed = new WeakSet<Response>();

/** The compression middleware's filter: its default, except for a page sent by sendEncoded. */
export function compressUnlessPrecompressed(req: Request, res: Response) {
  return !precompressed.has(res) && compression.filter(req, res);
}

/**
 * Answers a GET or HEAD with the page in the best encoding the request accepts: 304 when its
 * If-None-Match (or If-Modified-Since) matches, else the bytes with their length. `headers` are the
 * page's own (CSP, Cache-Control, Last-Modified), set on 200 and 304 alike.
 */
export async function sendEncoded(req: Request, res: Response, page: EncodedPage, headers: Record<string, string>) {
  const accepted = page.compressible ? acceptedEncodings(req.get("accept-encoding")) : ["identity" as const];
  const choice = chooseEncoding(accepted, (c) => page.ready(c));
  const sent = "use" in choice ? page.variant(choice.use) : await page.encode(choice.wait);
  const encoding = "use" in choice ? choice.use : choice.wait;
  if (!sent) throw new Error(`no ${encoding} bytes for a page`);
  precompressed.add(res);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.vary("Accept-Encoding");
  res.setHeader("ETag", sent.etag);
  // req.fresh compares If-None-Match (first) and If-Modified-Since with the headers just set.
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", sent.body.length);
  res.end(req.method === "HEAD" ? undefined : sent.body);
}
