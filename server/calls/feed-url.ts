// A consultant's calendar feed address as typed in the Availability form: checked before it is stored
// (the address, not yet its DNS: that is checked at every read, feed-fetch.ts). The URL is a secret
// (whoever has it reads the calendar): it is never logged, never sent back to the browser, and a
// refusal never quotes it; only its host is ever shown.
import { isIP } from "node:net";
import { isPublicAddress } from "./feed-address";

export const FEED_URL_MAX = 2000;

export type FeedUrlCheck = { ok: true; url: string; host: string } | { ok: false; message: string };

/** Host names that never reach the public Internet. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/i;

const refuse = (message: string): FeedUrlCheck => ({ ok: false, message });

/**
 * The feed URL to store, or why not. webcal:// (Apple's and Outlook's links) is read as https://.
 * `allowPrivate` (BOOKING_FEED_ALLOW_PRIVATE) also takes http:// and private or loopback hosts.
 */
export function checkFeedUrl(input: string, allowPrivate: boolean): FeedUrlCheck {
  const text = input.trim().replace(/^webcals?:\/\//i, "https://");
  if (text === "") return refuse("Enter the calendar's private iCalendar (.ics) address.");
  if (text.length > FEED_URL_MAX) return refuse(`The address is too long (at most ${FEED_URL_MAX} characters).`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse("That is not a web address. Copy the calendar's private iCalendar address.");
  }
  const secure = url.protocol === "https:";
  if (!secure && !(allowPrivate && url.protocol === "http:")) return refuse("The feed must be an https:// address.");
  if (url.username || url.password) return refuse("The address may not hold a user name or password.");
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  if (!allowPrivate) {
    if (isIP(hostname) ? !isPublicAddress(hostname) : LOCAL_NAME.test(hostname) || !hostname.includes("."))
      return refuse("The feed must be on a public address, not a private or local one.");
  }
  url.hash = "";
  return { ok: true, url: url.href, host: url.host };
}

/** The host of a stored feed URL, as the admin shows it; "" when unreadable. */
export function feedHost(url: string | null): string {
  if (!url) return "";
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}
