import { JSDOM } from "jsdom";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PAGES } from "~/content/pages";
import { type AdminServer, type Browser, signIn, startAdminServer } from "./admin-helpers";

// The SEO Tools tab through HTTP, as an editor, on SQLite (or PostgreSQL with TEST_DATABASE_URL): the
// audit renders every public page and published post and the tab shows what it found.
const BRAND = " | Narmada AI Technologies"; // the settings' default BRAND_NAME, 26 characters
let server: AdminServer;
let editor: Browser;

beforeAll(async () => {
  server = await startAdminServer();
  editor = await signIn(server, "ravi@example.com", "editor");
  await fetch(`${server.base}/blog`); // seeds the six articles once; each test starts with none
}, 60_000);
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.db.deleteFrom("posts").execute();
});

const form = (fields: Record<string, string>) => ({
  intent: "save",
  title: "Agentic workflows in Indore factories",
  slug: "",
  author: "Ravi ravi",
  content: "## What changes\n\nFewer stoppages on the shop floor.",
  excerpt: "Where AI agents help a plant team in Indore, where they do not, and what the first ninety days cost.",
  category: "Technical",
  tags: "agents",
  status: "published",
  image: "",
  imageAlt: "",
  seoTitle: "",
  seoDescription: "",
  ...fields,
});

async function save(fields: Record<string, string>) {
  const res = await editor.post("/admin/blog", form(fields));
  expect(res.status).toBe(200);
}

interface ShownRow {
  result: string;
  path: string;
  editLink: string | null;
  problems: string[];
}

/** The tab's table as a person reads it. */
async function seoTable(): Promise<ShownRow[]> {
  const res = await editor.get("/admin/seo");
  expect(res.status).toBe(200);
  const doc = new JSDOM(await res.text()).window.document;
  return [...doc.querySelectorAll("table tbody tr")].map((tr) => {
    const cells = tr.querySelectorAll("td");
    return {
      result: cells[0].textContent?.trim() ?? "",
      path: cells[1].querySelector("a")?.textContent ?? "",
      editLink: cells[1].querySelector("a + a")?.getAttribute("href") ?? null,
      problems: [...cells[5].querySelectorAll("li")].map((li) => li.textContent ?? ""),
    };
  });
}

async function head(path: string) {
  const doc = new JSDOM(await (await fetch(`${server.base}${path}`)).text()).window.document;
  const meta = (sel: string) => doc.querySelector(sel)?.getAttribute("content");
  return {
    title: doc.title,
    description: meta('meta[name="description"]'),
    ogTitle: meta('meta[property="og:title"]'),
    ogDescription: meta('meta[property="og:description"]'),
  };
}

describe("SEO Tools tab", () => {
  it("audits every public route and published post, errors first, then warnings, then OK", async () => {
    await save({});
    const rows = await seoTable();
    expect(rows.map((r) => r.path).sort()).toEqual(
      [...Object.keys(PAGES), "/blog/agentic-workflows-in-indore-factories"].sort(),
    );
    const rank = { Error: 0, Warning: 1, OK: 2 } as Record<string, number>;
    const ranks = rows.map((r) => rank[r.result]);
    expect(ranks.every((r) => r !== undefined)).toBe(true);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // The post links to its edit form; /search is noindex and rightly left out of the sitemap.
    const post = rows.find((r) => r.path === "/blog/agentic-workflows-in-indore-factories");
    const id = (await server.db.selectFrom("posts").select("id").executeTakeFirstOrThrow()).id;
    expect(post?.editLink).toBe(`/admin/blog?edit=${id}`);
    expect(rows.find((r) => r.path === "/search")?.problems).toEqual([]);
    // Our own pages pass: unique titles and descriptions within the recommended lengths.
    expect(rows.filter((r) => r.path in PAGES && r.result !== "OK")).toEqual([]);
  }, 60_000); // the process's first render of every public page compiles them all

  // One audit renders every public page (seconds): these three checks read one audit of three posts,
  // each of them written so that it cannot change what the others look for.
  describe("with a long SEO title, a description shared with /contact and a draft", () => {
    let rows: ShownRow[];
    beforeAll(async () => {
      await server.db.deleteFrom("posts").execute();
      await save({
        title: "Edge inference for Indore clinics",
        excerpt: "Which diagnostic models run on a clinic's own hardware, and what keeps patient data in the building.",
        seoTitle: "Agentic AI workflows for Indore factories: costs, risks and wins", // 64 characters
      });
      await save({ seoDescription: PAGES["/contact"].description });
      await save({ status: "draft", title: "Unfinished thoughts on edge inference" });
      rows = await seoTable();
    }, 60_000);

    it("flags a post whose SEO title is longer than 60 characters", () => {
      const row = rows.find((r) => r.path === "/blog/edge-inference-for-indore-clinics");
      expect(row?.result).toBe("Warning");
      // 64 + 26 for " | Narmada AI Technologies" = 90
      expect(row?.problems).toContain("Warning: Title is 90 characters: search results cut it after about 60.");
    });

    it("flags two routes that share a description as duplicates", () => {
      expect(rows.find((r) => r.path === "/contact")?.problems).toContain(
        "Error: Same description as /blog/agentic-workflows-in-indore-factories.",
      );
      const post = rows.find((r) => r.path === "/blog/agentic-workflows-in-indore-factories");
      expect(post?.result).toBe("Error");
      expect(post?.problems).toContain("Error: Same description as /contact.");
    });

    it("does not audit a draft as a public page", () => {
      const paths = rows.map((r) => r.path);
      expect(paths).not.toContain("/blog/unfinished-thoughts-on-edge-inference");
      expect(paths).toContain("/about");
    });
  });

  it("sends anyone without a session to the sign-in page", async () => {
    const res = await server.client().get("/admin/seo");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toContain("/admin/login");
  });
});

describe("a post's SEO title and description", () => {
  it("replace the title and excerpt in the article's <title>, description and og tags, and back", async () => {
    await save({});
    const path = "/blog/agentic-workflows-in-indore-factories";
    const excerpt = form({}).excerpt;
    expect(await head(path)).toEqual({
      title: `Agentic workflows in Indore factories${BRAND}`,
      description: excerpt,
      ogTitle: `Agentic workflows in Indore factories${BRAND}`,
      ogDescription: excerpt,
    });

    const id = (await server.db.selectFrom("posts").select("id").executeTakeFirstOrThrow()).id;
    const seoTitle = "AI agents on the factory floor";
    const seoDescription = "What AI agents change for plant teams in Indore, and what they cost.";
    await save({ id, seoTitle, seoDescription });
    expect(await head(path)).toEqual({
      title: `${seoTitle}${BRAND}`,
      description: seoDescription,
      ogTitle: `${seoTitle}${BRAND}`,
      ogDescription: seoDescription,
    });

    await save({ id });
    expect((await head(path)).title).toBe(`Agentic workflows in Indore factories${BRAND}`);
  });
});
