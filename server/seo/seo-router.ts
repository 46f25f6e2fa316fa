import express, { type NextFunction, type Request, type Response } from "express";
import { PAGES } from "~/content/pages";
import { postSearchEntries, staticSearchEntries } from "~/content/site-documents.server";
import type { PublicSettings } from "~/lib/public-settings";
import { MANAGED_PATHS } from "~/lib/site-paths";
import { JobStopped } from "../background/workers";
import { currentContentVersion } from "../content-version/content-version";
import type { Db } from "../db/schema";
import { contentChangedAt } from "../managed/version";
import { cardFor, kindOf, ogImageCache, pathOfImage } from "./og-cards";
import { publishedPosts } from "./published-posts";
import { rssXml } from "./rss";
import { robotsTxt, sitemapEntries, sitemapXml } from "./sitemap";

export interface SeoOptions {
  db: Db;
  site: PublicSettings;
  /**
   * When a page's build last changed (its prerendered file's time, or the build's for server-rendered
   * pages); defaults to when the server started. Managed pages also change with their content.
   */
  pageLastmod?: (path: string) => Date | undefined;
}

// Search engines and feed readers poll: five minutes keeps the load low and a new post visible soon.
const SHORT_CACHE = "public, max-age=300";

type Handler = (req: Request, res: Response) => Promise<void> | void;
const safe = (handler: Handler) => async (req: Request, res: Response, next: NextFunction) => {
  try {
    await handler(req, res);
  } catch (err) {
    next(err);
  }
};

/** robots.txt, /sitemap.xml and /blog/rss.xml, built from the database on every request; /og/*.png. */
export function seoRouter({ db, site, pageLastmod = () => undefined }: SeoOptions) {
  const { siteUrl } = site;
  const started = new Date();
  const router = express.Router();
  const ogImage = ogImageCache();

  router.get("/robots.txt", (_req, res) => {
    res.set("Cache-Control", "public, max-age=3600").type("text/plain").send(robotsTxt(siteUrl));
  });

  router.get(
    "/sitemap.xml",
    safe(async (_req, res) => {
      const [posts, contentChanged] = await Promise.all([publishedPosts(db), contentChangedAt(db)]);
      const lastmod = (path: string) => {
        const built = pageLastmod(path) ?? started;
        const managed = contentChanged && (MANAGED_PATHS as readonly string[]).includes(path);
        return (managed && contentChanged > built ? contentChanged : built).toISOString();
      };
      const entries = sitemapEntries(posts, lastmod);
      res.set("Cache-Control", SHORT_CACHE).type("application/xml").send(sitemapXml(siteUrl, entries));
    }),
  );

  router.get(
    "/blog/rss.xml",
    safe(async (_req, res) => {
      const posts = await publishedPosts(db);
      const blog = PAGES["/blog"];
      const xml = rssXml({ siteUrl, title: blog.title, description: blog.description }, posts);
      res.set("Cache-Control", SHORT_CACHE).type("application/rss+xml").send(xml);
    }),
  );

  // The header search's index, fetched when the dialog first opens. Built per request from the
  // published posts, so a new post is searchable at once; the ETag spares an unchanged download.
  let statics: ReturnType<typeof staticSearchEntries> | undefined;
  router.get(
    "/api/search-index",
    safe(async (_req, res) => {
      statics ??= staticSearchEntries(site);
      const entries = [...statics, ...postSearchEntries(await publishedPosts(db))];
      res.set("Cache-Control", "public, max-age=0, must-revalidate").json({ entries });
    }),
  );

  router.get(
    "/og/*splat",
    safe(async (req, res) => {
      const rest = ([] as string[]).concat(req.params.splat ?? []).join("/");
      const path = rest.endsWith(".png") ? pathOfImage(rest.slice(0, -4)) : undefined;
      let png: Buffer | undefined;
      try {
        if (path) png = await ogImage(path, await currentContentVersion(db), () => cardFor(db, site, path));
      } catch (err) {
        if (!(err instanceof JobStopped)) throw err;
        // Shutdown ended the thread drawing it: another replica (or this one, restarted) draws it.
        res.status(503).set("Retry-After", "5").type("text").send("The image is not ready. Please try again.");
        return;
      }
      if (!path || !png) {
        res.status(404).type("text").send("No such image.");
        return;
      }
      // Articles can be retitled; pages change only with a new build.
      const maxAge = kindOf(path) === "article" ? 3600 : 86400;
      res.set("Cache-Control", `public, max-age=${maxAge}`).type("image/png").send(png);
    }),
  );

  return router;
}
