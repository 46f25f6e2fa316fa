import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { cachingStatements } from "./statement-cache";

const open: SQLite.Database[] = [];
function memoryDb() {
  const sqlite = new SQLite(":memory:");
  open.push(sqlite);
  sqlite.exec("create table items (id integer primary key, name text not null)");
  sqlite.exec("insert into items (id, name) values (1, 'one'), (2, 'two'), (3, 'three')");
  return sqlite;
}
afterEach(() => {
  for (const sqlite of open.splice(0)) if (sqlite.open) sqlite.close();
});

describe("cachingStatements", () => {
  it("reuses one statement per SQL text, each run with its own parameters", () => {
    const db = cachingStatements(memoryDb());
    const sql = "select name from items where id = ?";
    const first = db.prepare(sql);
    expect(db.prepare(sql)).toBe(first);
    expect(db.prepare(sql).all([2])).toEqual([{ name: "two" }]);
    expect(db.prepare(sql).all([3])).toEqual([{ name: "three" }]);
    expect(db.prepare("select count(*) as n from items").all([])).toEqual([{ n: 3 }]);
  });

  it("gives a query its own statement while the cached one is still being iterated", () => {
    const db = cachingStatements(memoryDb());
    const sql = "select id from items order by id";
    const cached = db.prepare(sql);
    const rows = cached.iterate([]);
    expect(rows.next().value).toEqual({ id: 1 });
    // The same SQL while the first read is half way: a statement of its own, which reads all rows.
    const other = db.prepare(sql);
    expect(other).not.toBe(cached);
    expect(other.all([])).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect([...rows]).toEqual([{ id: 2 }, { id: 3 }]);
    // Once that read is over, the cached statement is used again.
    expect(db.prepare(sql)).toBe(cached);
  });

  it("prepares a PRAGMA each time, so setting it again takes effect", () => {
    const sqlite = memoryDb();
    const db = cachingStatements(sqlite);
    const foreignKeys = () => sqlite.pragma("foreign_keys", { simple: true });
    db.prepare("pragma foreign_keys = on").run([]);
    expect(foreignKeys()).toBe(1);
    db.prepare("pragma foreign_keys = off").run([]);
    expect(foreignKeys()).toBe(0);
    db.prepare("pragma foreign_keys = on").run([]);
    expect(foreignKeys()).toBe(1);
    db.prepare("pragma foreign_keys = off").run([]);
    expect(foreignKeys()).toBe(0);
    expect(db.prepare("pragma foreign_keys = off")).not.toBe(db.prepare("pragma foreign_keys = off"));
  });

  it("keeps at most `max` statements, dropping the least recently used", () => {
    const db = cachingStatements(memoryDb(), 2);
    const a = db.prepare("select 1 as v");
    const b = db.prepare("select 2 as v");
    expect(db.prepare("select 1 as v")).toBe(a); // a is now the most recently used
    db.prepare("select 3 as v"); // the third one drops b
    expect(db.prepare("select 1 as v")).toBe(a);
    const bAgain = db.prepare("select 2 as v");
    expect(bAgain).not.toBe(b);
    expect(bAgain.all([])).toEqual([{ v: 2 }]);
  });

  it("serves Kysely's queries and streamed reads, also after a read that stopped early", async () => {
    const sqlite = memoryDb();
    const db = new Kysely<{ items: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: cachingStatements(sqlite) }),
    });
    const query = db.selectFrom("items").select(["id", "name"]).orderBy("id");
    for await (const row of query.stream()) {
      expect(row).toEqual({ id: 1, name: "one" });
      break;
    }
    expect(await query.execute()).toEqual([
      { id: 1, name: "one" },
      { id: 2, name: "two" },
      { id: 3, name: "three" },
    ]);
    await db.insertInto("items").values({ id: 4, name: "four" }).execute();
    await db.insertInto("items").values({ id: 5, name: "five" }).execute();
    const names: string[] = [];
    for await (const row of query.stream()) names.push(row.name);
    expect(names).toEqual(["one", "two", "three", "four", "five"]);
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });
});
