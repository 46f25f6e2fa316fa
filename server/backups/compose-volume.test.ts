import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// compose.yaml runs several replicas; a backup written by one must be listed, downloaded and restored
// through any other, and outlive the containers (security issue #35). So every replica Caddy balances
// over mounts one named volume at the BACKUP_DIR it uses. No container engine runs in the tests
// (docs/deploy.md), so this reads the file itself.

type Yaml = string | Yaml[] | { [key: string]: Yaml };

/**
 * Enough YAML for compose.yaml: block mappings and sequences of scalars, quoted or plain scalars, flow
 * sequences kept as text, comments, anchors (`&x`), aliases (`*x`) and merge keys (`<<: *x`). Anything
 * else throws, so a construct it does not know fails this test instead of being misread.
 */
function readYaml(text: string): Yaml {
  const lines = text
    .split("\n")
    .map((raw) => raw.replace(/\s+#.*$/, "").replace(/^\s*#.*$/, ""))
    .filter((l) => l.trim() !== "")
    .map((l) => ({ indent: l.length - l.trimStart().length, text: l.trim() }));
  const anchors = new Map<string, Yaml>();
  const scalar = (v: string): Yaml => {
    if (v.startsWith("*")) {
      const found = anchors.get(v.slice(1));
      if (found === undefined) throw new Error(`unknown alias ${v}`);
      return found;
    }
    return /^(["']).*\1$/.test(v) ? v.slice(1, -1) : v;
  };
  let i = 0;
  function block(indent: number): Yaml {
    if (lines[i]?.text.startsWith("- ")) {
      const list: Yaml[] = [];
      while (i < lines.length && lines[i].indent === indent && lines[i].text.startsWith("- "))
        list.push(scalar(lines[i++].text.slice(2).trim()));
      return list;
    }
    const map: { [key: string]: Yaml } = {};
    while (i < lines.length && lines[i].indent === indent) {
      const m = /^([^:\s][^:]*?|"[^"]*"):(?:\s+(.*))?$/.exec(lines[i].text);
      if (!m) throw new Error(`not understood: ${lines[i].text}`);
      i++;
      const key = scalar(m[1]) as string;
      let rest = m[2] ?? "";
      let anchor: string | undefined;
      if (rest.startsWith("&")) [anchor, rest] = [rest.slice(1).split(/\s+/)[0], rest.split(/\s+/).slice(1).join(" ")];
      const nested = rest === "" && i < lines.length && lines[i].indent > indent;
      const value = nested ? block(lines[i].indent) : rest === "" ? "" : scalar(rest);
      if (anchor) anchors.set(anchor, value);
      if (key === "<<") Object.assign(map, value);
      else map[key] = value;
    }
    return map;
  }
  const doc = block(0);
  if (i !== lines.length) throw new Error(`not understood: ${lines[i].text}`);
  return doc;
}

const compose = readYaml(fs.readFileSync(path.resolve(import.meta.dirname, "../../compose.yaml"), "utf8")) as {
  [key: string]: { [key: string]: { [key: string]: Yaml } };
};

describe("compose.yaml", () => {
  const services = compose.services;
  // The replicas are the services Caddy balances over.
  const upstreams = String((services.caddy.environment as Record<string, Yaml>).APP_UPSTREAMS).split(/\s+/);
  const replicas = upstreams.map((u) => u.split(":")[0]);

  it("has more than one replica behind Caddy", () => {
    expect(replicas).toEqual(["app1", "app2"]);
  });

  it("mounts one named backup volume into every replica at the BACKUP_DIR it uses", () => {
    const mounts = replicas.map((name) => {
      const service = services[name];
      const dir = (service.environment as Record<string, Yaml>).BACKUP_DIR as string;
      expect(dir, name).toMatch(/^\//);
      const mount = ((service.volumes ?? []) as string[]).find((v) => v.split(":")[1] === dir);
      return { dir, volume: mount?.split(":")[0] };
    });
    const [first] = mounts;
    expect(first.volume).toBeDefined();
    // A named volume declared at the top (not a folder of the host or of one container), the same for all.
    expect(Object.keys(compose.volumes)).toContain(first.volume);
    expect(mounts).toEqual(replicas.map(() => first));
  });
});

describe("readYaml", () => {
  it.each([
    ["a: 1\nb:\n  c: x # note\n", { a: "1", b: { c: "x" } }],
    ["x: &base\n  k: v\ny: *base\nz:\n  <<: *base\n  j: w\n", { x: { k: "v" }, y: { k: "v" }, z: { k: "v", j: "w" } }],
    ["l:\n  - 'a:b'\n  - c\n", { l: ["a:b", "c"] }],
    ['t: ["CMD", "x"]\n', { t: '["CMD", "x"]' }],
  ])("%j", (text, expected) => {
    expect(readYaml(text)).toEqual(expected);
  });

  it.each([["a: *missing\n"], ["a:\n  - b: c\n    d: e\n"], ["  a: 1\nb: 2\n"]])("refuses %j", (text) => {
    expect(() => readYaml(text)).toThrow();
  });
});
