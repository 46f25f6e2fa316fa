// The mailbox an address delivers to, for per-address caps only (security issue #35, row 5):
// target+1@x.io … target+6@x.io all land in target@x.io's inbox, so they share one allowance. The
// e-mail itself still goes to the address as typed; erasure and lookups use the address as typed too.

/** Domains that ignore dots in the local part; googlemail.com is gmail.com. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * `Target+News@Example.com` → `target@example.com`; `T.A.R.G.E.T@googlemail.com` → `target@gmail.com`.
 * Lower case, the `+tag` dropped (a local part that starts with "+" is kept whole: nothing precedes the
 * tag), and for Gmail the dots of the local part dropped and googlemail.com read as gmail.com.
 */
export function capMailbox(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = "gmail.com";
    local = local.replace(/\./g, "") || local;
  }
  return `${local}@${domain}`;
}
