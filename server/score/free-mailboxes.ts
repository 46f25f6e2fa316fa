// Mail domains anyone can sign up to: an address there says nothing about the company (a fit rule in
// rules.ts). Lower case; subdomains are not free mailboxes (mail.acme.com is a company's).
export const FREE_MAILBOX_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.co.in",
  "yahoo.co.uk",
  "yahoo.in",
  "ymail.com",
  "rocketmail.com",
  "hotmail.com",
  "hotmail.co.uk",
  "outlook.com",
  "outlook.in",
  "live.com",
  "live.in",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "gmx.com",
  "gmx.net",
  "gmx.de",
  "web.de",
  "mail.com",
  "yandex.com",
  "yandex.ru",
  "zoho.com",
  "zohomail.in",
  "rediffmail.com",
  "qq.com",
  "163.com",
  "126.com",
  "fastmail.com",
  "tutanota.com",
  "hey.com",
  "inbox.com",
]);

/** The domain of an address in lower case, or null when it has none. */
export function mailDomain(email: string | null | undefined): string | null {
  const at = email?.lastIndexOf("@") ?? -1;
  if (!email || at < 1 || at === email.length - 1) return null;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase();
}

/** A company's own domain: a domain that is not a free mailbox. */
export const isCompanyDomain = (email: string | null | undefined) => {
  const domain = mailDomain(email);
  return domain !== null && !FREE_MAILBOX_DOMAINS.has(domain);
};
