import fs from "node:fs";
import readline from "node:readline";

export type Rows = Record<string, unknown>[];

export const BACKUP_FORMAT = "narmada-site-backup";

// The PostgreSQL backup is one JSON document ({format, version: 1, createdAt, migrations, tables}),
// written one row per line so neither writing nor reading it ever holds more than a batch of rows:
//
//   {"format":"narmada-site-backup","version":1,"createdAt":"…","migrations":[…],"tables":{
//   "leads":[
//   {…row…}
//   ,{…row…}
//   ]
//   ,"posts":[
//   ]
//   }}
//
// Any JSON parser reads it whole, so files written before (one line) and these stay interchangeable.

// Binary columns (uploaded images) travel as {"$base64": "…"}: JSON would otherwise turn a Buffer into
// an array of numbers that no column accepts back.
export function bytesToJson(_key: string, value: unknown) {
  const v = value as { type?: unknown; data?: unknown } | null;
  return v && v.type === "Buffer" && Array.isArray(v.data)
    ? { $base64: Buffer.from(v.data).toString("base64") }
    : value;
}
export function bytesFromJson(_key: string, value: unknown) {
  const v = value as { $base64?: unknown } | null;
  return v && typeof v === "object" && typeof v.$base64 === "string" ? Buffer.from(v.$base64, "base64") : value;
}

/** Writes the document to a file stream, waiting whenever the stream's buffer is full. */
export class JsonBackupWriter {
  private tables = 0;
  private rowsInTable = 0;
  constructor(private out: fs.WriteStream) {}

  private async write(text: string) {
    if (!this.out.write(text)) await new Promise<void>((resolve) => this.out.once("drain", () => resolve()));
  }

  header(createdAt: string, migrations: string[]) {
    const head = JSON.stringify({ format: BACKUP_FORMAT, version: 1, createdAt, migrations });
    return this.write(`${head.slice(0, -1)},"tables":{\n`);
  }

  startTable(name: string) {
    this.rowsInTable = 0;
    return this.write(`${this.tables++ ? "," : ""}${JSON.stringify(name)}:[\n`);
  }

  async rows(rows: Rows) {
    let text = "";
    for (const row of rows) text += `${this.rowsInTable++ ? "," : ""}${JSON.stringify(row, bytesToJson)}\n`;
    if (text) await this.write(text);
  }

  endTable() {
    return this.write("]\n");
  }

  async end() {
    await this.write("}}\n");
    await new Promise<void>((resolve, reject) => this.out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  }
}

export interface JsonHeader {
  migrations: string[];
}

const HEADER_END = ',"tables":{';
const TABLE_START = /^,?("(?:[^"\\]|\\.)*"):\[$/;

/** The header of a file in the row-per-line layout above; undefined for any other layout. */
export async function readLineHeader(file: string): Promise<JsonHeader | undefined> {
  const lines = readline.createInterface({
    input: fs.createReadStream(file, { end: 1024 * 1024 }),
    crlfDelay: Infinity,
  });
  try {
    for await (const line of lines) {
      if (!line.endsWith(HEADER_END)) return undefined;
      return headerOf(JSON.parse(`${line}}}`));
    }
    return undefined;
  } catch {
    return undefined;
  } finally {
    lines.close();
  }
}

function headerOf(doc: unknown): JsonHeader | undefined {
  const d = doc as { format?: unknown; migrations?: unknown; tables?: unknown } | null;
  if (!d || d.format !== BACKUP_FORMAT || !Array.isArray(d.migrations) || typeof d.tables !== "object" || !d.tables)
    return undefined;
  return { migrations: d.migrations.map(String) };
}

export class NotABackup extends Error {}

/** The tables of a row-per-line file, `batch` rows at a time; NotABackup on any line out of place. */
export async function* lineTables(file: string, batch = 500): AsyncGenerator<{ table: string; rows: Rows }> {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let first = true;
  let table: string | undefined;
  let rows: Rows = [];
  let ended = false;
  try {
    for await (const line of lines) {
      if (first) {
        first = false;
        continue;
      }
      if (ended) {
        if (line.trim()) throw new NotABackup();
        continue;
      }
      if (table === undefined) {
        if (line === "}}") {
          ended = true;
          continue;
        }
        const start = TABLE_START.exec(line);
        if (!start) throw new NotABackup();
        table = JSON.parse(start[1]) as string;
        continue;
      }
      if (line === "]") {
        yield { table, rows };
        table = undefined;
        rows = [];
        continue;
      }
      let row: unknown;
      try {
        row = JSON.parse(line.startsWith(",") ? line.slice(1) : line, bytesFromJson);
      } catch {
        throw new NotABackup();
      }
      if (!row || typeof row !== "object" || Array.isArray(row)) throw new NotABackup();
      rows.push(row as Record<string, unknown>);
      if (rows.length >= batch) {
        yield { table, rows };
        rows = [];
      }
    }
    if (!ended) throw new NotABackup();
  } finally {
    lines.close();
  }
}

/** Any other JSON layout (a file edited by hand, or written in one line): read whole, as the format needs. */
export function readWholeJson(file: string): { migrations: string[]; tables: Record<string, Rows> } | undefined {
  try {
    const doc = JSON.parse(fs.readFileSync(file, "utf8"), bytesFromJson) as { tables?: Record<string, Rows> };
    const header = headerOf(doc);
    if (!header || !doc.tables) return undefined;
    return { migrations: header.migrations, tables: doc.tables };
  } catch {
    return undefined;
  }
}
