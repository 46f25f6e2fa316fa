// The type check of `npm test` reads React Router's generated route types from a copy of its own: the
// API suite's admin tests start Vite, whose typegen deletes and rewrites .react-router/types, so a type
// checker reading that folder at the same time could find files missing. With a copy, both run at once.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const DIR = ".tmp/typecheck";

/** Generates the route types, copies them to .tmp/typecheck and returns the tsconfig that reads them. */
export function prepareTypecheck() {
  execFileSync("node_modules/.bin/react-router", ["typegen"], { stdio: ["ignore", "ignore", "inherit"] });
  fs.rmSync(DIR, { recursive: true, force: true });
  fs.cpSync(".react-router/types", path.join(DIR, "types"), { recursive: true });
  const base = JSON.parse(fs.readFileSync("tsconfig.json", "utf8"));
  const up = (p) => path.join("../..", p);
  const config = {
    extends: "../../tsconfig.json",
    include: base.include.map((p) => (p.startsWith(".react-router/types") ? "./types/**/*" : up(p))),
    compilerOptions: { rootDirs: ["../..", "./types"] },
  };
  const file = path.join(DIR, "tsconfig.json");
  fs.writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}
