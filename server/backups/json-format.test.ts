import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { JsonBackupWriter, lineTables, NotABackup, readLineHeader, readWholeJson } from "./json-format";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "json-format-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function written(tables: [string, Record<string, unknown>[]][]) {
  const file = path.join(dir, `${tables.length}-${Math.random()}.json`);
  const w = new JsonBackupWriter(fs.createWriteStream(file));
  await w.header("2026-06-01T00:00:00.000Z", ["001_leads", "002_x"]);
  for (const [name, rows] of tables) {
    await w.startTable(name);
    // Two batches, as the cursor sends them.
    await w.rows(rows.slice(0, 1));
    await w.rows(rows.slice(1));
    await w.endTable();
  }
  await w.end();
  return file;
}

async function readAll(file: string, batch = 500) {
  const out: [string, Record<string, unknown>[]][] = [];
  for await (const { table, rows } of lineTables(file, batch)) out.push([table, rows]);
  return out;
}

describe("the row-per-line backup format", () => {
  const rows = [
    { id: "a", name: 'Line\nbreak "quoted"', n: 1 },
    { id: "b", data: Buffer.from([0, 1, 255]), n: null },
    { id: "c", name: "Ōkubo" },
  ];

  it("is one JSON document a plain parser reads, with bytes as base64", async () => {
    const file = await written([
      ["leads", rows],
      ["posts", []],
    ]);
    const doc = JSON.parse(fs.readFileSync(file, "utf8"));
    expect(doc.format).toBe("narmada-site-backup");
    expect(doc.migrations).toEqual(["001_leads", "002_x"]);
    expect(doc.tables.posts).toEqual([]);
    expect(doc.tables.leads[1].data).toEqual({ $base64: "AAH/" });
    expect(readWholeJson(file)?.tables.leads[1].data).toEqual(Buffer.from([0, 1, 255]));
  });

  it("reads back line by line, in batches, the same rows", async () => {
    const file = await written([
      ["leads", rows],
      ["posts", []],
    ]);
    expect(await readLineHeader(file)).toEqual({ migrations: ["001_leads", "002_x"] });
    expect(await readAll(file, 2)).toEqual([
      ["leads", rows.slice(0, 2)],
      ["leads", rows.slice(2)],
      ["posts", []],
    ]);
  });

  it.each([
    ["a line that is not a row", (t: string) => t.replace(',{"id":"c"', 'x{"id":"c"')],
    ["a row that is an array", (t: string) => t.replace(/,\{"id":"c".*\n/, ",[1,2]\n")],
    ["no end", (t: string) => t.replace("}}\n", "")],
    ["text after the end", (t: string) => `${t}more\n`],
  ])("refuses %s", async (_label, spoil) => {
    const file = await written([["leads", rows]]);
    fs.writeFileSync(file, spoil(fs.readFileSync(file, "utf8")));
    await expect(readAll(file)).rejects.toBeInstanceOf(NotABackup);
  });

  it("finds no header in a one-line document or another kind of file", async () => {
    const one = path.join(dir, "one.json");
    fs.writeFileSync(one, JSON.stringify({ format: "narmada-site-backup", migrations: [], tables: {} }));
    expect(await readLineHeader(one)).toBeUndefined();
    expect(readWholeJson(one)).toEqual({ migrations: [], tables: {} });
    fs.writeFileSync(one, "name,email\n");
    expect(await readLineHeader(one)).toBeUndefined();
    expect(readWholeJson(one)).toBeUndefined();
  });
});
