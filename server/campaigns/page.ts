// The small pages behind the newsletter's and the sequences' e-mail links. Plain server-rendered HTML:
// they must work in any mail app's browser, without JavaScript, and carry no script.
import type { NextFunction, Request, Response } from "express";

const escapeHtml = (v: string) =>
  v.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface PageForm {
  action: string;
  button: string;
  hidden?: Record<string, string>;
}

export function newsletterPage(brand: string, title: string, lines: string[], form?: PageForm): string {
  const hidden = Object.entries(form?.hidden ?? {})
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("");
  const formHtml = form
    ? `<form method="post" action="${escapeHtml(form.action)}">${hidden}<button type="submit">${escapeHtml(form.button)}</button></form>`
    : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(brand)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:34rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem}
h1{font-size:1.5rem;margin:0 0 1rem}p{line-height:1.6}
button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.5rem;padding:.75rem 1.25rem;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
a{color:#1d4ed8}
</style>
</head>
<body>
<main>
<p>${escapeHtml(brand)}</p>
<h1>${escapeHtml(title)}</h1>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
${formHtml}
<p><a href="/">Go to the home page</a></p>
</main>
</body>
</html>`;
}

/**
 * The answers of a router behind e-mail links (newsletter, sequences): a page, the 404 of a link that is
 * not ours, used or expired, and the token from the query. The token is in the URL: no referrer leaves
 * these pages, no cache keeps them, no search engine lists them.
 */
export function linkPages(brand: string) {
  const page = (res: Response, status: number, title: string, lines: string[], f?: PageForm) => {
    res
      .status(status)
      .set({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" })
      .type("html")
      .send(newsletterPage(brand, title, lines, f));
  };
  const invalid = (res: Response, what: string) =>
    page(res, 404, "This link does not work", [
      `This ${what} link is not valid: it may have been used already, or it has expired.`,
    ]);
  const queryToken = (req: Request) => (typeof req.query.token === "string" ? req.query.token : "");
  return { page, invalid, queryToken };
}

const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** The answers of the tracking links (a click's redirect, an open's image), uncached, with no referrer. */
export const tracking = {
  redirect: (res: Response, target: string) =>
    res.set({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" }).redirect(302, target),
  /** The 1×1 transparent GIF an open is counted by. */
  pixel: (res: Response) => res.status(200).set({ "Cache-Control": "no-store, private" }).type("gif").send(PIXEL),
  notFound: (res: Response) => res.status(404).set("Cache-Control", "no-store").type("text").send("Not found"),
};

/** A body too large or malformed for the form parser is the client's error (413 / 400), not ours. */
export function clientErrors(err: { status?: number }, _req: Request, res: Response, next: NextFunction) {
  const status = Number(err?.status);
  if (status >= 400 && status < 500) return res.status(status).type("text").send("This request could not be read.");
  next(err);
}
