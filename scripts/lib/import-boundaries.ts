// The folder rules of app/ and server/ as one check over every import (docs/decisions/050). It judges where
// an import lands, not how it is spelt, so `~/features/x`, `../x` and `~/../server/y` are the same import,
// and a new feature folder is covered the moment it exists: there is no per-folder configuration.
// It takes a list of files with their text, so a test can feed it files that do not exist on disk.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface SourceFile {
  /** Repository-relative, with forward slashes: `app/features/blog/post-card.tsx`. */
  path: string;
  text: string;
}

export interface Import {
  specifier: string;
  /** `import type` / `export type` / `typeof import()`: erased, so nothing of the module runs. */
  typeOnly: boolean;
}

export type Rule =
  | "features-stay-apart"
  | "layers-point-down"
  | "app-stays-in-app"
  | "server-takes-no-ui"
  | "server-takes-types-from-tsx";

export interface Violation {
  file: string;
  specifier: string;
  /** Where the import lands, repository-relative (without extension when no such file was given). */
  target: string;
  rule: Rule;
  message: string;
}

// app/ from the bottom up. The shell (root.tsx, entry.server.tsx, routes.ts, any other top-level file or
// folder) ranks with the routes: both compose the layers below and nothing below may reach them.
const RANK = { lib: 0, content: 1, components: 2, features: 3, routes: 4, shell: 4 } as const;
type AppLayer = keyof typeof RANK;
type Place = { layer: AppLayer; feature?: string } | { layer: "server" } | { layer: "outside" };

const BELOW: Record<AppLayer, string> = {
  lib: "app/lib",
  content: "app/content or app/lib",
  components: "app/components, app/content or app/lib",
  features: "its own folder, app/components, app/content or app/lib",
  routes: "anything in app/",
  shell: "anything in app/",
};

const WHY: Record<Rule, string> = {
  "features-stay-apart":
    "a feature imports no other feature: move the shared part down into app/lib, app/components or app/content",
  "layers-point-down": "layers point down: a layer of app/ imports only the layers below it",
  "app-stays-in-app":
    "nothing in app/ imports from outside app/: the server hands data to loaders and actions through the load context (app/lib/load-context.ts)",
  "server-takes-no-ui":
    "server/ takes from app/ only app/lib, app/content and app/features (the types, zod schemas and pure logic that form and server share), never routes, components or the app shell",
  "server-takes-types-from-tsx":
    "server/ takes only types (`import type`) from a .tsx module: its values are React UI; move the shared value into a .ts file beside it",
};

function placeOf(file: string): Place {
  const parts = file.split("/");
  if (parts[0] === "server") return { layer: "server" };
  if (parts[0] !== "app" || parts.length < 2) return { layer: "outside" };
  const top = parts[1];
  if (top === "features") return { layer: "features", feature: (parts[2] ?? "").replace(/\.[^.]*$/, "") };
  if (top === "lib" || top === "content" || top === "components" || top === "routes") return { layer: top };
  return { layer: "shell" };
}

/** Every module an import names in a file, found by TypeScript's parser (comments and strings are not imports). */
export function importsOf(file: string, text: string): Import[] {
  const kind = /\.[cm]?[jt]sx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(
    file,
    text,
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    false,
    kind,
  );
  const found: Import[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.importClause?.isTypeOnly === true });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push({ specifier: node.moduleReference.expression.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === "require")) &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".js", ".jsx", ".mjs", "/index.ts", "/index.tsx"];

/** The repository path an import lands on, or null for a package. `~/` is app/ (tsconfig `paths`). */
export function targetOf(file: string, specifier: string, known: ReadonlySet<string>): string | null {
  const bare = specifier.replace(/[?#].*$/, "");
  let target: string;
  if (bare === "~" || bare.startsWith("~/")) target = path.posix.join("app", bare.slice(1));
  else if (bare.startsWith("./") || bare.startsWith("../") || bare === "." || bare === "..")
    target = path.posix.join(path.posix.dirname(file), bare);
  else return null;
  return EXTENSIONS.map((ext) => target + ext).find((candidate) => known.has(candidate)) ?? target;
}

function ruleBroken(from: Place, to: Place, target: string, imp: Import): Rule | null {
  if (from.layer === "server") {
    if (to.layer === "server" || to.layer === "outside") return null;
    if (to.layer !== "lib" && to.layer !== "content" && to.layer !== "features") return "server-takes-no-ui";
    return target.endsWith(".tsx") && !imp.typeOnly ? "server-takes-types-from-tsx" : null;
  }
  if (from.layer === "outside") return null; // scripts/, tests/ and the tool configs use whatever they test or build
  if (to.layer === "server" || to.layer === "outside") return "app-stays-in-app";
  if (from.layer === "features" && to.layer === "features" && from.feature !== to.feature) return "features-stay-apart";
  return RANK[to.layer] > RANK[from.layer] ? "layers-point-down" : null;
}

/** Every import among `files` that breaks a folder rule, with a message naming the file, the import and the rule. */
export function checkImports(files: readonly SourceFile[]): Violation[] {
  const known = new Set(files.map((f) => f.path));
  const violations: Violation[] = [];
  for (const file of files) {
    const from = placeOf(file.path);
    for (const imp of importsOf(file.path, file.text)) {
      const target = targetOf(file.path, imp.specifier, known);
      if (target === null) continue;
      const to = placeOf(target);
      const rule = ruleBroken(from, to, target, imp);
      if (!rule) continue;
      violations.push({
        file: file.path,
        specifier: imp.specifier,
        target,
        rule,
        message: `${file.path} imports "${imp.specifier}" (${target}): ${rule}, ${why(rule, from)}.`,
      });
    }
  }
  return violations;
}

function why(rule: Rule, from: Place): string {
  if (rule === "layers-point-down" && from.layer !== "server" && from.layer !== "outside")
    return `layers point down: ${placeName(from)} may import only ${BELOW[from.layer]}`;
  return WHY[rule];
}

function placeName(place: Place): string {
  if (place.layer === "features") return `app/features/${place.feature}`;
  if (place.layer === "shell") return "the app shell";
  return `app/${place.layer}`;
}

const SOURCE = /\.[cm]?[jt]sx?$/;

/** The source files under app/ and server/ as they are on disk (uncommitted files included). */
export function readSourceTree(root: string): SourceFile[] {
  return ["app", "server"].flatMap((top) =>
    (fs.readdirSync(path.join(root, top), { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
      .map((entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return { path: path.relative(root, full).split(path.sep).join("/"), text: fs.readFileSync(full, "utf8") };
      }),
  );
}
