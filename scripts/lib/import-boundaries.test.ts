// The folder rules (docs/decisions/050): the table below is their specification, checkImports is the one
// check, and the last tests run it over every import in app/ and server/ as they are on disk.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { checkImports, importsOf, type Rule, readSourceTree, type SourceFile } from "./import-boundaries";

const ROOT = path.resolve(import.meta.dirname, "../..");

// [importing file, import, rule it breaks (null: allowed)]
const CASES: [string, string, Rule | null][] = [
  ["app/features/blog/a.ts", "~/features/contact/contact-page", "features-stay-apart"],
  ["app/features/blog/b.ts", "../contact/contact-page", "features-stay-apart"],
  ["app/features/blog/c.ts", "~/features/blog/post-card", null],
  ["app/features/blog/d.ts", "./post-card", null],
  ["app/features/calculators/roi/a.ts", "~/features/calculators/shared/format", null],
  // Where an import lands decides, not its spelling: inside its own feature, ../ is fine.
  ["app/features/calculators/roi/d.ts", "../shared/format", null],
  ["app/features/calculators/roi/b.ts", "~/features/get-started/get-started-fields", "features-stay-apart"],
  ["app/features/calculators/roi/c.ts", "../../contact/contact-page", "features-stay-apart"],
  ["app/features/chat/a.ts", "~/features/admin/post-editor", "features-stay-apart"],
  ["app/features/admin/a.ts", "~/features/blog/post-card", "features-stay-apart"],
  ["app/features/admin/b.ts", "~/features/admin/posts/post-editor", null],
  ["app/features/brand-new/a.ts", "~/features/contact/contact-page", "features-stay-apart"],
  ["app/features/blog/e.ts", "~/routes/blog", "layers-point-down"],
  ["app/features/chat/b.ts", "~/root", "layers-point-down"],
  ["app/features/blog/f.ts", "~/lib/blog-types", null],
  ["app/features/blog/g.ts", "~/content/blog", null],
  ["app/features/blog/h.ts", "~/components/ui/field", null],
  ["app/components/ui/a.ts", "~/features/blog/post-card", "layers-point-down"],
  ["app/components/ui/b.ts", "~/content/contact", null],
  ["app/components/ui/c.ts", "../layout/site-header", null],
  ["app/content/a.ts", "~/features/get-started/get-started-fields", "layers-point-down"],
  ["app/content/b.ts", "~/components/ui/field", "layers-point-down"],
  ["app/content/c.ts", "~/lib/money", null],
  ["app/lib/a.ts", "~/content/pages", "layers-point-down"],
  ["app/lib/b.ts", "~/features/blog/post-card", "layers-point-down"],
  ["app/lib/c.ts", "./money", null],
  ["app/lib/f.ts", "~/routes/blog", "layers-point-down"],
  ["app/routes/a.ts", "../../server/db/client", "app-stays-in-app"],
  ["app/routes/d.ts", "~/../server/db/client", "app-stays-in-app"],
  ["app/lib/d.ts", "../../server/blog/posts", "app-stays-in-app"],
  ["app/lib/e.ts", "../../tests/api/helpers", "app-stays-in-app"],
  ["app/entry-a.ts", "../server/app", "app-stays-in-app"],
  ["app/routes/b.ts", "~/features/blog/blog-page", null],
  ["app/routes/c.ts", "react-dom/server", null],
  ["app/routes/e.ts", "./+types/e", null],
  ["app/routes/f.ts", "~/root", null],
  ["app/root.tsx", "~/features/chat/chat-widget", null],
  // server/ takes what form and server share, never UI.
  ["server/admin/a.ts", "~/features/admin/shared/admin-types", null],
  ["server/leads/a.ts", "~/features/contact/contact-schema", null],
  ["server/a.ts", "~/lib/statuses", null],
  ["server/b.ts", "~/content/pages", null],
  ["server/c.ts", "./db/client", null],
  ["server/d.ts", "~/components/ui/field", "server-takes-no-ui"],
  ["server/e.ts", "~/routes/blog", "server-takes-no-ui"],
  ["server/f.ts", "~/root", "server-takes-no-ui"],
  ["server/g.ts", "../app/entry.server", "server-takes-no-ui"],
  // Tests and tooling outside app/ and server/ import what they test or build.
  ["tests/api/a.ts", "../../server/db/client", null],
  ["scripts/a.ts", "~/features/blog/post-card", null],
];

const ruleOf = (files: SourceFile[]) => checkImports(files).map((v) => v.rule)[0] ?? null;

describe("import boundaries", () => {
  it.each(CASES)("%s importing %s breaks: %s", (file, specifier, expected) => {
    expect(ruleOf([{ path: file, text: `import "${specifier}";\n` }])).toBe(expected);
  });

  // A .tsx module is React UI; server/ may read its types (erased), not run it.
  const SHARE = "app/features/admin/analytics/chat-contact-share.tsx";
  it.each([
    ['import type { ChatContactShare } from "~/features/admin/analytics/chat-contact-share";', null],
    ['export type { ChatContactShare } from "~/features/admin/analytics/chat-contact-share";', null],
    ['import { sharePercent } from "~/features/admin/analytics/chat-contact-share";', "server-takes-types-from-tsx"],
    // verbatimModuleSyntax keeps this as `import {} from …`: the module still runs.
    [
      'import { type ChatContactShare } from "~/features/admin/analytics/chat-contact-share";',
      "server-takes-types-from-tsx",
    ],
    [
      'import { sharePercent } from "~/features/admin/analytics/chat-contact-share.tsx";',
      "server-takes-types-from-tsx",
    ],
    ['import { MEDIA_MAX_BYTES } from "~/features/admin/media/media-types";', null],
  ])("server/analytics/a.ts: %s breaks: %s", (line, expected) => {
    const files = [
      { path: "server/analytics/a.ts", text: line },
      { path: SHARE, text: "export const sharePercent = 1;" },
      { path: "app/features/admin/media/media-types.ts", text: "export const MEDIA_MAX_BYTES = 1;" },
    ];
    expect(ruleOf(files)).toBe(expected);
  });

  it.each([
    ['import a from "m";', [{ specifier: "m", typeOnly: false }]],
    ['import "m";', [{ specifier: "m", typeOnly: false }]],
    ['import type { A } from "m";', [{ specifier: "m", typeOnly: true }]],
    ['export * from "m";', [{ specifier: "m", typeOnly: false }]],
    ['export type { A } from "m";', [{ specifier: "m", typeOnly: true }]],
    ['const m = await import("m");', [{ specifier: "m", typeOnly: false }]],
    ['type M = typeof import("m");', [{ specifier: "m", typeOnly: true }]],
    ['const m = require("m");', [{ specifier: "m", typeOnly: false }]],
    ['import m = require("m");', [{ specifier: "m", typeOnly: false }]],
    ['// import "m";\nconst s = \'import "m"\';', []],
  ])("finds in %j: %j", (text, expected) => {
    expect(importsOf("x.ts", text)).toEqual(expected);
  });

  describe("on the real tree", () => {
    let tree: SourceFile[];
    beforeAll(() => {
      tree = readSourceTree(ROOT);
    });

    it("finds no import that breaks a rule in app/ or server/", () => {
      expect(tree.length).toBeGreaterThan(500);
      expect(checkImports(tree).map((v) => v.message)).toEqual([]);
    }, 60_000); // TypeScript parses some 800 files: about 2 s on an idle core, far more on a busy machine.

    it("covers a new feature folder with no configuration of its own", () => {
      const newThing = [
        { path: "app/features/new-thing/y.ts", text: "export const y = 1;" },
        {
          path: "app/features/new-thing/x.ts",
          text: [
            'import { y } from "./y";',
            'import { y as z } from "~/features/new-thing/y";',
            'import { cn } from "~/lib/cn";',
            'import { PostCard } from "~/features/blog/post-card";',
          ].join("\n"),
        },
      ];
      // The tree's files are there to resolve imports against; their own imports were checked above.
      const paths = tree.map((f) => ({ path: f.path, text: "" }));
      expect(checkImports([...paths, ...newThing])).toEqual([
        {
          file: "app/features/new-thing/x.ts",
          specifier: "~/features/blog/post-card",
          target: "app/features/blog/post-card.tsx",
          rule: "features-stay-apart",
          message:
            'app/features/new-thing/x.ts imports "~/features/blog/post-card" (app/features/blog/post-card.tsx): ' +
            "features-stay-apart, a feature imports no other feature: move the shared part down into app/lib, " +
            "app/components or app/content.",
        },
      ]);
    });
  });
});
