import type { Settings } from "~/lib/settings.server";

// Settings that are fine on a laptop and harmful on a public server. `npm run serve` (production)
// refuses to start with any of them; `npm start` (the demo) prints one warning line each.

export interface SettingProblem {
  /** The setting to change. */
  key: string;
  /** What goes wrong and the fix, in one line. */
  message: string;
}

type Checked = Pick<Settings, "SMTP_URL" | "MAIL_DEMO" | "SITE_URL" | "TRUST_PROXY">;

const LOCAL_HOSTS = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])$/i;

export function productionProblems(s: Checked): SettingProblem[] {
  const problems: SettingProblem[] = [];
  if (!s.SMTP_URL && !s.MAIL_DEMO) {
    problems.push({
      key: "SMTP_URL",
      message:
        "is empty, so lead e-mails are only written to .eml files on this server; set SMTP_URL=smtp://user:password@host:587 (or MAIL_DEMO=true for a demo server)",
    });
  }
  const site = new URL(s.SITE_URL);
  if (LOCAL_HOSTS.test(site.hostname)) {
    problems.push({
      key: "SITE_URL",
      message: `is ${s.SITE_URL}, so e-mail links, canonical URLs and the sitemap point at this machine; set SITE_URL=https://<your public domain>`,
    });
  } else if (site.protocol !== "https:") {
    problems.push({
      key: "SITE_URL",
      message: `is ${s.SITE_URL}, not https; set SITE_URL=https://${site.host} and serve it over TLS (docs/deploy.md)`,
    });
  }
  if (s.TRUST_PROXY.trim() === "true") {
    problems.push({
      key: "TRUST_PROXY",
      message:
        "is true, so any client can choose its IP with X-Forwarded-For (rate limits); set the number of proxy hops (e.g. TRUST_PROXY=1) or the proxies' addresses",
    });
  }
  return problems;
}

/** The line `npm run serve` prints before exiting with code 1. */
export const refusal = (p: SettingProblem) => `Refusing to start: ${p.key} ${p.message}`;

/** The line `npm start` prints and carries on. */
export const warning = (p: SettingProblem) =>
  `Warning (fine for a demo, refused by npm run serve): ${p.key} ${p.message}`;
