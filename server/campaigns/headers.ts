/**
 * The List-Unsubscribe headers of RFC 2369 and RFC 8058: the https URL (which unsubscribes on a POST
 * of "List-Unsubscribe=One-Click" with no page in between), then an optional mailto. Mail providers
 * only offer one-click when the URL is https and List-Unsubscribe-Post says One-Click.
 */
export function unsubscribeHeaders(url: string, mailto?: string): Record<string, string> {
  const targets = [`<${url}>`];
  if (mailto) targets.push(`<mailto:${mailto}?subject=unsubscribe>`);
  return {
    "List-Unsubscribe": targets.join(", "),
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
