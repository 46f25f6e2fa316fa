import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type AdminServer,
  addUser,
  type Browser,
  insertLead,
  signIn,
  startAdminServer,
  TEST_PASSWORD,
} from "./admin-helpers";

// The Backup tab's restore upload is streamed to a temporary file in BACKUP_DIR as it arrives
// (server/backups/restore-upload.ts): a restore through it works, and a body past BACKUP_RESTORE_MAX_MB
// (1 MB here), a lying Content-Length, a malformed body, a wrong type or a file that is not a backup
// is refused with nothing changed and no temporary file left. On SQLite and (TEST_DATABASE_URL) PostgreSQL.
let server: AdminServer;
let admin: Browser;
let dir: string;
const MB = 1024 * 1024;
const LIMIT = 1 * MB;
const BOUNDARY = "RestoreUploadBoundary";

beforeAll(async () => {
  server = await startAdminServer({ BACKUP_RESTORE_MAX_MB: "1" });
  dir = server.settings.BACKUP_DIR;
  admin = await signIn(server, "asha@example.com", "admin");
}, 240_000);
afterAll(async () => server?.close());

beforeEach(async () => {
  await server.db.deleteFrom("leads").execute();
  await insertLead(server, {
    id: "up-lead",
    type: "contact",
    name: "Live Name",
    createdAt: "2026-05-01T00:00:00.000Z",
  });
});

const leadName = async () =>
  (await server.db.selectFrom("leads").select("name").where("id", "=", "up-lead").executeTakeFirst())?.name;
const uploadsLeft = () => fs.readdirSync(dir).filter((f) => f.startsWith(".upload-"));
/**
 * Files are removed a moment after the answer (once the response has closed): wait for that, up to
 * 10 s (on a machine busy with both API suites and the browser suite, 2.5 s was once not enough).
 */
async function noUploadLeft() {
  for (let i = 0; i < 200 && uploadsLeft().length > 0; i++) await new Promise((r) => setTimeout(r, 50));
  expect(uploadsLeft()).toEqual([]);
}
/** Every temporary upload file created in BACKUP_DIR while `work` runs (even one removed at once). */
async function uploadsCreatedDuring(work: () => Promise<void>) {
  const seen = new Set<string>();
  const watcher = fs.watch(dir, (_event, name) => {
    if (name?.startsWith(".upload-")) seen.add(name);
  });
  try {
    await work();
    await new Promise((r) => setTimeout(r, 100));
  } finally {
    watcher.close();
  }
  return [...seen];
}

/** A backup of the live database as the Backup tab's download gives it. */
async function downloadBackup() {
  const res = await admin.post("/admin/backup/download", {});
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** The multipart start of a restore form: its fields, then the file part's header (the file's bytes follow). */
function formHead(password = TEST_PASSWORD) {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="confirm"\r\n\r\nyes\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${password}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="backup.sqlite"\r\n` +
      "Content-Type: application/octet-stream\r\n\r\n",
  );
}
const formTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const restoreBody = (file: Uint8Array, password?: string) => Buffer.concat([formHead(password), file, formTail]);

function adminHeaders(extra: Record<string, string> = {}, cookie = admin.cookie) {
  const base = new URL(server.base);
  return {
    Host: base.host,
    Origin: server.base,
    "Sec-Fetch-Site": "same-origin",
    "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
    ...(cookie ? { Cookie: cookie } : {}),
    ...extra,
  };
}

interface Answer {
  status: number;
  text: string;
  sent: number;
}

/**
 * POSTs `head`, then zero bytes up to `total` bytes in all, 64 KB per turn of the event loop and only as
 * fast as the server reads, without a Content-Length (chunked); stops once answered. With `pause`, it
 * stops sending after `pause.at` bytes until `pause.until()` has resolved.
 */
function sendUpload(
  head: Buffer,
  total: number,
  headers: Record<string, string>,
  urlPath = "/admin/backup",
  pause?: { at: number; until: () => Promise<unknown> },
): Promise<Answer> {
  const { hostname, port } = new URL(server.base);
  const chunk = Buffer.alloc(64 * 1024);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let paused = false;
    let answered = false;
    const req = http.request({ hostname, port, method: "POST", path: urlPath, headers }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString(), sent });
        req.destroy();
      });
    });
    req.on("error", (err) => {
      if (!answered) reject(new Error(`${err.message} after ${sent} bytes sent, no answer`));
    });
    const pump = () => {
      if (answered) return;
      if (pause && !paused && sent >= pause.at) {
        paused = true;
        void pause.until().then(() => setImmediate(pump), reject);
        return;
      }
      if (sent >= total) return void req.end();
      const part = sent === 0 ? head : chunk.subarray(0, Math.min(chunk.length, total - sent));
      sent += part.length;
      if (req.write(part)) setImmediate(pump);
      else req.once("drain", () => setImmediate(pump));
    };
    pump();
  });
}

/** Sends `declared` as Content-Length and then `body` as it is, on a raw socket; the first answer. */
function rawPost(body: Buffer, declared: number, headers: Record<string, string>): Promise<{ status: number }> {
  const { hostname, port } = new URL(server.base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let got = "";
    socket.on("data", (d) => {
      got += d.toString("latin1");
      const m = /^HTTP\/1\.1 (\d{3})/.exec(got);
      if (m) {
        resolve({ status: Number(m[1]) });
        socket.destroy();
      }
    });
    socket.on("error", (err) => {
      if (!got) reject(err);
    });
    const lines = Object.entries({ ...headers, "Content-Length": String(declared), Connection: "close" }).map(
      ([k, v]) => `${k}: ${v}`,
    );
    socket.write(`POST /admin/backup HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`);
    socket.write(body);
  });
}

describe("a restore through the streamed upload", () => {
  it("restores a downloaded backup, and leaves no temporary file", async () => {
    const backup = await downloadBackup();
    expect(backup.length).toBeLessThan(LIMIT);
    await server.db.updateTable("leads").set({ name: "Changed Since" }).where("id", "=", "up-lead").execute();
    const created = await uploadsCreatedDuring(async () => {
      const res = await admin.post("/admin/backup", restoreBodyForm(backup));
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toMatch(/^\/admin\/login\?restored=1&saved=site-backup-[\w.-]+$/);
    });
    // It went through a temporary file in BACKUP_DIR, which is gone again.
    expect(created.length).toBe(1);
    expect(await leadName()).toBe("Live Name");
    await noUploadLeft();
    await admin.login("asha@example.com");
  }, 60_000);

  it("as the tab's fetcher sends it (the route's .data URL, from a history row's page) restores too", async () => {
    const backup = await downloadBackup();
    await server.db.updateTable("leads").set({ name: "Changed Since" }).where("id", "=", "up-lead").execute();
    const res = await admin.post("/admin/backup.data?restore=none", restoreBodyForm(backup));
    // Single fetch answers a redirect as data: the tab then goes to the sign-in page.
    expect(res.status).toBe(202);
    expect(await res.text()).toContain("/admin/login?restored=1");
    expect(await leadName()).toBe("Live Name");
    await noUploadLeft();
    await admin.login("asha@example.com");
  }, 60_000);

  it("a wrong password restores nothing (checked before the file is read) and leaves no file", async () => {
    const backup = await downloadBackup();
    await server.db.updateTable("leads").set({ name: "Changed Since" }).where("id", "=", "up-lead").execute();
    const res = await admin.post("/admin/backup", restoreBodyForm(backup, "not my password"));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Your password was not correct. Nothing was restored.");
    expect(await leadName()).toBe("Changed Since");
    await noUploadLeft();
  }, 30_000);
});

/** The restore form as a browser's FormData (fetch writes it with its own boundary). */
function restoreBodyForm(file: Uint8Array, password = TEST_PASSWORD) {
  const form = new FormData();
  form.set("confirm", "yes");
  form.set("password", password);
  form.set("file", new Blob([file as BlobPart]), "backup");
  return form;
}

describe("past the limit: 413, nothing changed, no file left", () => {
  it("a chunked body (no Content-Length) is written to disk as it arrives and refused once past the limit", async () => {
    // Halfway to the limit the client waits: what it sent so far is already in a file on disk.
    let onDisk = 0;
    const written = async () => {
      for (let i = 0; i < 200 && onDisk < LIMIT / 2; i++) {
        await new Promise((r) => setTimeout(r, 25));
        for (const f of uploadsLeft()) onDisk = Math.max(onDisk, fs.statSync(path.join(dir, f)).size);
      }
    };
    const res = await sendUpload(formHead(), 16 * LIMIT, adminHeaders(), "/admin/backup", {
      at: LIMIT / 2 + 128 * 1024,
      until: written,
    });
    expect(onDisk).toBeGreaterThanOrEqual(LIMIT / 2);
    expect([res.status, res.text]).toEqual([413, "The form is too large."]);
    // The client stopped sending once answered.
    expect(res.sent).toBeLessThan(16 * LIMIT);
    expect(await leadName()).toBe("Live Name");
    await noUploadLeft();
    // The admin's session and the site go on.
    expect((await admin.get("/admin")).status).toBe(200);
  }, 30_000);

  it("four oversized uploads at once, two to /ADMIN/Backup: each 413, nothing changed, no file left", async () => {
    const answers = await Promise.all(
      ["/admin/backup", "/ADMIN/Backup", "/admin/backup", "/ADMIN/Backup"].map((urlPath) =>
        sendUpload(formHead(), 4 * LIMIT, adminHeaders(), urlPath),
      ),
    );
    expect(answers.map((a) => [a.status, a.text])).toEqual(
      Array.from({ length: 4 }, () => [413, "The form is too large."]),
    );
    expect(await leadName()).toBe("Live Name");
    await noUploadLeft();
  }, 30_000);

  it("a Content-Length past the limit is refused unread, before any file is written", async () => {
    const created = await uploadsCreatedDuring(async () => {
      const res = await rawPost(restoreBody(Buffer.alloc(1000)), LIMIT + 1, adminHeaders());
      expect(res.status).toBe(413);
    });
    expect(created).toEqual([]);
    expect(await leadName()).toBe("Live Name");
  }, 30_000);

  it("a Content-Length under the limit with more bytes behind it: only the declared bytes are read (400)", async () => {
    const backup = await downloadBackup();
    const body = restoreBody(Buffer.concat([backup, Buffer.alloc(2 * LIMIT)]));
    const res = await rawPost(body, 2000, adminHeaders());
    // The declared 2,000 bytes end inside the file part: a form that does not parse.
    expect(res.status).toBe(400);
    expect(await leadName()).toBe("Live Name");
    await noUploadLeft();
  }, 30_000);
});

describe("hostile files: 400, nothing changed, no file left", () => {
  const notOurs = "This file is not a backup of this site.";

  async function refusedAs400(file: Uint8Array, messages = [notOurs]) {
    const res = await admin.post("/admin/backup", restoreBodyForm(file));
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(messages.some((m) => text.includes(m))).toBe(true);
    expect(await leadName()).toBe("Live Name");
    await noUploadLeft();
  }

  it("random bytes", async () => {
    await refusedAs400(randomBytes(256 * 1024));
  }, 30_000);

  it("a truncated backup", async () => {
    const backup = await downloadBackup();
    await refusedAs400(backup.subarray(0, Math.floor(backup.length / 2)), [
      notOurs,
      "The backup's rows could not be written",
    ]);
  }, 30_000);

  it("a valid SQLite file that is not our schema", async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "restore-upload-test-"));
    try {
      const file = path.join(tmp, "other.sqlite");
      const other = new SQLite(file);
      other.exec("create table leads (id text, name text); insert into leads values ('up-lead', 'Intruder')");
      other.close();
      await refusedAs400(fs.readFileSync(file));
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 30_000);
});

describe("bodies that are not a restore form", () => {
  it.each([
    ["no boundary", `multipart/form-data`, restoreBody(Buffer.from("x"))],
    ["a broken part header", `multipart/form-data; boundary=${BOUNDARY}`, Buffer.from(`--${BOUNDARY}\r\nnonsense\r\n`)],
    [
      "no closing boundary",
      `multipart/form-data; boundary=${BOUNDARY}`,
      Buffer.concat([formHead(), Buffer.alloc(4096)]),
    ],
  ])("a malformed multipart body (%s): 400", async (_label, type, body) => {
    const res = await sendUpload(body, body.length, adminHeaders({ "Content-Type": type }));
    expect([res.status, res.text]).toEqual([400, "The form could not be read. Please send it again from the page."]);
    expect(await leadName()).toBe("Live Name");
    await noUploadLeft();
  });

  it.each(["text/plain", "application/json", "application/octet-stream"])("a %s body: 415", async (type) => {
    const res = await sendUpload(Buffer.from("SQLite format 3\0"), 16, adminHeaders({ "Content-Type": type }));
    expect(res.status).toBe(415);
    expect(await leadName()).toBe("Live Name");
  });
});

describe("no file is written before the gate's checks", () => {
  it("for no session (401), an editor (403), or a cross-site sender (403)", async () => {
    await addUser(server, "ravi@example.com", "editor");
    const editor = server.client();
    await editor.login("ravi@example.com");
    const cases: [Record<string, string>, number][] = [
      [adminHeaders({}, ""), 401],
      [adminHeaders({}, editor.cookie), 403],
      [adminHeaders({ Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }), 403],
    ];
    const created = await uploadsCreatedDuring(async () => {
      for (const [headers, status] of cases) {
        const res = await sendUpload(formHead(), LIMIT / 2, headers, "/Admin/Backup");
        expect(res.status).toBe(status);
      }
    });
    expect(created).toEqual([]);
    expect(await leadName()).toBe("Live Name");
  }, 30_000);
});
