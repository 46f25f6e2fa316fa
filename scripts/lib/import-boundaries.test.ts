// The folder rules of app/ (README, "Layout of the code") are enforced by Biome's noRestrictedImports: the
// layers in biome.json, each feature's own boundary in app/features/<name>/biome.json (a nested configuration
// that extends the root). This test runs Biome with those files on a scratch tree, so a rule that stops
// catching a violation (or starts blocking a legal import) fails here, not in a reviewer's head.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BIOME = path.join(ROOT, "node_modules/.bin/biome");

// [file, import, blocked]
const CASES: [string, string, boolean][] = [
  ["app/features/blog/a.ts", "~/features/contact/contact-page", true],
  ["app/features/blog/b.ts", "../contact/contact-page", true],
  ["app/features/blog/c.ts", "~/features/blog/post-card", false],
  ["app/features/blog/d.ts", "./post-card", false],
  ["app/features/calculators/roi/a.ts", "~/features/calculators/shared/format", false],
  ["app/features/calculators/roi/b.ts", "~/features/get-started/get-started-fields", true],
  ["app/features/calculators/roi/c.ts", "../../contact/contact-page", true],
  // Folders the chat and admin work creates are covered before they exist.
  ["app/features/chat/a.ts", "~/features/admin/post-editor", true],
  ["app/features/admin/a.ts", "~/features/blog/post-card", true],
  ["app/features/admin/b.ts", "~/features/admin/posts/post-editor", false],
  // A feature folder nobody has registered yet may still not reach into another feature.
  ["app/features/brand-new/a.ts", "~/features/contact/contact-page", true],
  ["app/components/ui/a.ts", "~/features/blog/post-card", true],
  ["app/components/ui/b.ts", "~/content/contact", false],
  ["app/content/a.ts", "~/features/get-started/get-started-fields", true],
  ["app/content/b.ts", "~/components/ui/field", true],
  ["app/content/c.ts", "~/lib/money", false],
  ["app/lib/a.ts", "~/content/pages", true],
  ["app/lib/b.ts", "~/features/blog/post-card", true],
  ["app/lib/c.ts", "./money", false],
  ["app/routes/a.ts", "../../server/db/client", true],
  ["app/lib/d.ts", "../../server/blog/posts", true],
  ["app/entry-a.ts", "../server/app", true],
  ["app/routes/b.ts", "~/features/blog/blog-page", false],
  ["app/routes/c.ts", "react-dom/server", false],
];

let dir: string;
let blocked: Set<string>;

const featureFolders = () =>
  fs
    .readdirSync(path.join(ROOT, "app/features"), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const featureConfigPath = (feature: string) => path.join(ROOT, "app/features", feature, "biome.json");

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "boundaries-"));
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, "biome.json"), "utf8"));
  // The scratch tree is no git checkout and has no schema file beside it.
  delete config.vcs;
  delete config.$schema;
  fs.writeFileSync(path.join(dir, "biome.json"), JSON.stringify(config));
  for (const feature of featureFolders()) {
    fs.mkdirSync(path.join(dir, "app/features", feature), { recursive: true });
    fs.copyFileSync(featureConfigPath(feature), path.join(dir, "app/features", feature, "biome.json"));
  }
  for (const [file, source] of CASES) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), `import "${source}";\n`);
  }
  let out: string;
  try {
    out = execFileSync(BIOME, ["lint", "--reporter=json", "--max-diagnostics=none", "."], {
      cwd: dir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch (e) {
    out = (e as { stdout: string }).stdout; // Biome exits 1 when it finds errors.
  }
  const report = JSON.parse(out) as { diagnostics: { category: string; location: { path: string } }[] };
  blocked = new Set(
    report.diagnostics.filter((d) => d.category === "lint/style/noRestrictedImports").map((d) => d.location.path),
  );
}, 30_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("import boundaries in biome.json", () => {
  it.each(CASES)("%s importing %s is blocked: %s", (file, _source, expected) => {
    expect(blocked.has(file)).toBe(expected);
  });

  it("gives every feature folder its own boundary that names that folder", () => {
    const selfImports = featureFolders().map((feature) => {
      if (!fs.existsSync(featureConfigPath(feature))) return [feature, "no biome.json"];
      const config = JSON.parse(fs.readFileSync(featureConfigPath(feature), "utf8"));
      const patterns: { group: string[] }[] = config.linter.rules.style.noRestrictedImports.options.patterns;
      return [feature, config.root === false && config.extends === "//" && patterns[0].group.join(" ")];
    });
    expect(selfImports).toEqual(featureFolders().map((f) => [f, `~/features/** !~/features/${f}/**`]));
  });
});
