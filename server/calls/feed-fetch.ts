// Reads a consultant's calendar feed over HTTP(S) within bounds: a deadline for the whole read
// (redirects included), a cap on the bytes, at most three redirects, each address checked. The host
// name is resolved here and every address it gives is checked (feed-address.ts); the connection then
// goes to that very address (the socket's lookup answers with it), so a second, different DNS answer
// (rebinding) is never used. Errors are fixed sentences that never quote the URL: it is a secret.
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import { isPublicAddress } from "./feed-address";
import { checkFeedUrl } from "./feed-url";

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  /** BOOKING_FEED_ALLOW_PRIVATE: http:// and private or loopback addresses too (tests). */
  allowPrivate: boolean;
}

export type FeedFetch = { ok: true; text: string } | { ok: false; error: string };

const MAX_REDIRECTS = 3;

class FeedError extends Error {}

const mb = (bytes: number) => `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;

/** A host name's addresses, as the system resolver gives them (tests name their own). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The addresses to connect to, each checked; a FeedError when none may be used. */
async function resolve(hostname: string, allowPrivate: boolean, resolver: Resolver) {
  const bare = hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  if (isIP(bare)) addresses = [{ address: bare, family: isIP(bare) }];
  else {
    try {
      addresses = await resolver(bare);
    } catch {
      throw new FeedError(`the feed's host ${bare} was not found`);
    }
  }
  if (addresses.length === 0) throw new FeedError(`the feed's host ${bare} was not found`);
  // One private answer among public ones is refused too: the resolver chooses, not us.
  if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address)))
    throw new FeedError("the feed's host resolves to a private or local address");
  return addresses[0];
}

/** A lookup that always answers with the address already checked. */
function pinned(address: string, family: number): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;
}

function reasonOf(err: unknown): string {
  if (err instanceof FeedError) return err.message;
  const code = (err as { code?: string })?.code ?? "";
  if (code === "ECONNREFUSED") return "the calendar server refused the connection";
  if (code === "ECONNRESET" || code === "EPIPE") return "the calendar server closed the connection";
  if (code === "ETIMEDOUT" || code === "ENETUNREACH" || code === "EHOSTUNREACH")
    return "the calendar server could not be reached";
  if (/CERT|SSL|TLS|SELF_SIGNED/i.test(code)) return "the calendar server's certificate was not accepted";
  return `the feed could not be read${/^[A-Z_]{3,40}$/.test(code) ? ` (${code})` : ""}`;
}

type Hop = { kind: "body"; text: string } | { kind: "redirect"; location: string };

function requestOnce(url: URL, limits: FetchLimits, target: { address: string; family: number }, signal: AbortSignal) {
  return new Promise<Hop>((done, fail) => {
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(
      url,
      {
        method: "GET",
        lookup: pinned(target.address, target.family),
        // Without compression: the byte cap then bounds the memory too.
        headers: { Accept: "text/calendar, */*;q=0.5", "Accept-Encoding": "identity", "User-Agent": "calendar-feed" },
        signal,
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return done({ kind: "redirect", location: res.headers.location });
        }
        if (status !== 200) {
          res.resume();
          return fail(new FeedError(`the calendar server answered HTTP ${status}`));
        }
        const declared = Number(res.headers["content-length"]);
        if (Number.isFinite(declared) && declared > limits.maxBytes) {
          res.destroy();
          return fail(new FeedError(`the feed is larger than ${mb(limits.maxBytes)}`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            res.destroy();
            fail(new FeedError(`the feed is larger than ${mb(limits.maxBytes)}`));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => done({ kind: "body", text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", fail);
        // Cut off mid-body (the deadline, the server): never taken as the whole feed.
        res.on("close", () => {
          if (!res.complete) fail(new FeedError("the calendar server closed the connection"));
        });
      },
    );
    req.on("error", fail);
    req.end();
  });
}

/** The feed's text, or a sentence saying why not (never the URL). */
export async function fetchFeed(
  address: string,
  limits: FetchLimits,
  resolver: Resolver = systemResolver,
): Promise<FeedFetch> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    // Checked again at every read: the settings may have changed since the address was saved.
    const stored = checkFeedUrl(address, limits.allowPrivate);
    if (!stored.ok)
      throw new FeedError(`the saved address is not allowed (${stored.message.replace(/\.$/, "").toLowerCase()})`);
    let url = new URL(stored.url);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const target = await resolve(url.hostname, limits.allowPrivate, resolver);
      if (controller.signal.aborted) throw new FeedError("timeout");
      const answer = await requestOnce(url, limits, target, controller.signal);
      if (answer.kind === "body") return { ok: true, text: answer.text };
      // A redirect is checked like a typed address: https, no credentials, a public host.
      const next = checkFeedUrl(new URL(answer.location, url).href, limits.allowPrivate);
      if (!next.ok) throw new FeedError("the calendar server redirected to an address that is not allowed");
      url = new URL(next.url);
    }
    throw new FeedError("the calendar server redirected too many times");
  } catch (err) {
    if (controller.signal.aborted)
      return { ok: false, error: `no answer within ${Math.round(limits.timeoutMs / 1000)} s` };
    return { ok: false, error: reasonOf(err) };
  } finally {
    clearTimeout(timer);
  }
}
