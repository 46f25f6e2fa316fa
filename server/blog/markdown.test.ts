import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it.each([
    ["## Why it matters", "<h2>Why it matters</h2>\n"],
    ["- one\n- two", "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n"],
    ["Run `npm test`", "<p>Run <code>npm test</code></p>\n"],
    ["```ts\nconst a = 1;\n```", '<pre><code class="language-ts">const a = 1;\n</code></pre>\n'],
    ["[our approach](/our-approach)", '<p><a href="/our-approach">our approach</a></p>\n'],
    ["[RFC](https://example.com/rfc)", '<p><a href="https://example.com/rfc" rel="noopener noreferrer">RFC</a></p>\n'],
    ["![A chart](/images/blog/chart.png)", '<p><img src="/images/blog/chart.png" alt="A chart" loading="lazy"></p>\n'],
  ])("renders %j", (source, html) => {
    expect(renderMarkdown(source)).toBe(html);
  });

  it.each([
    ["<script>alert(1)</script>", "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n"],
    ['<img src=x onerror="alert(1)">', "<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>\n"],
    ["[click](javascript:alert(1))", "<p>[click](javascript:alert(1))</p>\n"],
    ["[click](JAVASCRIPT:alert(1))", "<p>[click](JAVASCRIPT:alert(1))</p>\n"],
    ["![x](javascript:alert(1))", "<p>![x](javascript:alert(1))</p>\n"],
  ])("keeps %j inert", (source, html) => {
    expect(renderMarkdown(source)).toBe(html);
  });
});

describe("the seed articles as Markdown", () => {
  it("keeps the subheadings of the data readiness checklist", async () => {
    const { BLOG_ARTICLES } = await import("~/content/blog-seed");
    const checklist = BLOG_ARTICLES.find((a) => a.slug === "data-readiness-checklist");
    const headings = [...renderMarkdown(checklist?.content ?? "").matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual([
      "Availability",
      "Quality",
      "Access and infrastructure",
      "Governance",
      "Scoring the answers",
      "Turning the checklist into action",
    ]);
  });
});
