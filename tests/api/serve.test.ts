import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase } from "../../server/db/connect";
import { migrationStatus } from "../../server/db/migration-status";
import { migrateToLatest, migrations } from "../../server/db/migrations";
import { firstModules } from "../../server/http/defer-client-modules";
import { FORWARDED_WARNING } from "../../server/http/forwarded-warning";
import { scratchDir } from "./scratch-dir";
import {
  emptyDatabase,
  type Finished,
  filesUnder,
  freshBuildDir,
  getWithHeaders,
  PRODUCTION_ENV,
  prunedCopy,
  runToEnd,
  type Served,
  startServe,
} from "./serve-helpers";

// `npm run serve`, the production start, as a sysadmin runs it: real processes, real exit codes.
// Settings checks and the copy of the app pruned of devDependencies run on SQLite only (neither
// depends on the database); the migration steps run on both databases.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ALL_MIGRATIONS = Object.keys(migrations).length;

function scratch(prefix: string) {
  return scratchDir(prefix);
}

// The pruned copy of the app (cp and npm prune: mostly file-system work) is made while the refusal
// checks' processes compute, and removed at the end of the file.
let copyReady: Promise<string> | undefined;
beforeAll(() => {
  if (onPostgres) return;
  copyReady = prunedCopy(freshBuildDir());
  // Awaited by the describe that uses it; a failure is reported there, not as an unhandled rejection.
  copyReady.catch(() => {});
}, 600_000);
afterAll(async () => {
  const copy = await copyReady?.catch(() => undefined);
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

const REFUSALS = [
  ["SMTP_URL", { SMTP_URL: "" }, /Refusing to start: SMTP_URL is empty.*set SMTP_URL=smtp:\/\/.*MAIL_DEMO=true/],
  [
    "SITE_URL",
    { SITE_URL: "http://localhost:3000" },
    /Refusing to start: SITE_URL is http:\/\/localhost:3000.*set SITE_URL=https:\/\//,
  ],
  [
    "SITE_URL",
    { SITE_URL: "http://www.kshipra.example" },
    /Refusing to start: SITE_URL .*not https; set SITE_URL=https:\/\/www\.kshipra\.example/,
  ],
  ["TRUST_PROXY", { TRUST_PROXY: "true" }, /TRUST_PROXY.*true.*number of proxy hops/],
] as const;

describe.skipIf(onPostgres)("npm run serve refuses unsafe production settings", () => {
  let tmp: string;
  const dbFile = (i: number) => path.join(tmp, `refused-${i}.db`);
  let runs: Finished[];
  let demoMail: Finished;
  // The processes run side by side: each spends most of its time loading.
  beforeAll(async () => {
    tmp = scratch("serve-refusal-");
    [demoMail, ...runs] = await Promise.all([
      runToEnd("npm", ["run", "-s", "serve"], {
        env: { ...PRODUCTION_ENV, SMTP_URL: "", MAIL_DEMO: "true", BUILD_DIR: path.join(tmp, "no-build"), PORT: "0" },
        timeoutMs: 150_000,
      }),
      ...REFUSALS.map(([, change], i) =>
        runToEnd("npm", ["run", "-s", "serve"], {
          env: { ...PRODUCTION_ENV, DATABASE_URL: `sqlite:${dbFile(i)}`, PORT: "0", ...change },
          timeoutMs: 150_000,
        }),
      ),
    ]);
  }, 180_000);
  afterAll(() => tmp && fs.rmSync(tmp, { recursive: true, force: true }));

  it.each(REFUSALS.map((r, i) => [...r, i] as const))(
    "%s %o: exit code 1 and one line naming the key and the fix",
    (_key, _change, line, i) => {
      const run = runs[i];
      expect(run.code, run.output).toBe(1);
      // TRUST_PROXY=true is also refused by the settings' own validation, which lists the key under a heading.
      const lines = run.lines.filter((l) => !l.startsWith("Invalid settings"));
      expect(lines, run.output).toHaveLength(1);
      expect(lines[0]).toMatch(line);
      // Refused before touching the database.
      expect(fs.existsSync(dbFile(i))).toBe(false);
    },
  );

  it("accepts an empty SMTP_URL with MAIL_DEMO=true (checked up to the missing build)", () => {
    expect(demoMail.code).toBe(1);
    expect(demoMail.lines).toEqual([
      expect.stringMatching(/^Refusing to start: BUILD_DIR .* has no build.*run npm run build first$/),
    ]);
  });

  it("npm start (the demo) warns once per unsafe setting and once for X-Forwarded-For without TRUST_PROXY", async () => {
    const server = await startServe({
      script: "start",
      args: ["--api-only"],
      env: {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        DATABASE_URL: `sqlite:${path.join(tmp, "demo.db")}`,
        OUTBOX_DIR: path.join(tmp, "outbox"),
        SITE_URL: "http://localhost:3000",
        SMTP_URL: "",
        TRUST_PROXY: "false",
      },
    });
    try {
      const warnings = () =>
        server
          .output()
          .split("\n")
          .filter((l) => l.startsWith("Warning"));
      expect(warnings()).toEqual([
        expect.stringMatching(/^Warning \(fine for a demo, refused by npm run serve\): SMTP_URL is empty/),
        expect.stringMatching(
          /^Warning \(fine for a demo, refused by npm run serve\): SITE_URL is http:\/\/localhost:3000/,
        ),
      ]);
      for (const ip of ["203.0.113.7", "198.51.100.2"]) {
        expect((await fetch(`${server.base}/api/health`, { headers: { "X-Forwarded-For": ip } })).status).toBe(200);
      }
      await new Promise((r) => setTimeout(r, 100));
      expect(warnings().slice(2)).toEqual([FORWARDED_WARNING]);
    } finally {
      await server.stop();
    }
  }, 300_000);
});

/** How long the server keeps an idle keep-alive connection open after answering, in ms. */
async function idleCloseMs(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  const answered = new Promise<number>((resolve) => socket.once("data", () => resolve(performance.now())));
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(performance.now())));
  socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n");
  const start = await answered;
  return (await closed) - start;
}

describe.skipIf(onPostgres)("one build, settings applied at start, no devDependencies", () => {
  let copy: string;
  let server: Served;
  let buildFiles: string[];
  let tmp: string;

  beforeAll(async () => {
    tmp = scratch("serve-copy-db-");
    copy = await (copyReady ?? Promise.reject(new Error("no copy on PostgreSQL")));
    buildFiles = filesUnder(path.join(copy, "build"));
    server = await startServe({
      cwd: copy,
      env: {
        ...PRODUCTION_ENV,
        SMTP_URL: "",
        MAIL_DEMO: "true",
        DATABASE_URL: `sqlite:${path.join(tmp, "app.db")}`,
        OUTBOX_DIR: path.join(tmp, "outbox"),
        BRAND_NAME: "Kshipra Cloud Labs",
        CONTACT_PHONE: "+91 755 123 4567",
        KEEP_ALIVE_TIMEOUT_SECONDS: "1",
      },
    });
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("has no devDependencies to start from", () => {
    const installed = (name: string) => fs.existsSync(path.join(copy, "node_modules", name, "package.json"));
    expect(["vite", "@react-router/dev", "vitest", "@biomejs/biome"].filter(installed)).toEqual([]);
    expect(["tsx", "react-router", "express", "beasties"].filter(installed)).toHaveLength(4);
  });

  it.each(["/contact", "/services/web", "/why-us"])(
    "%s shows the settings of this start, critical CSS inline and modules deferred",
    async (page) => {
      // One coding for both requests: each coding of a page has its own strong ETag (ADR 053).
      const res = await fetch(`${server.base}${page}`, { headers: { "Accept-Encoding": "gzip" } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("Kshipra Cloud Labs");
      expect(html).toContain("+91 755 123 4567");
      expect(html).not.toContain("Narmada AI Technologies");
      expect(html).not.toContain("+91 731 400 2200");
      expect(html).toContain(`<link rel="canonical" href="https://www.kshipra.example${page}"/>`);
      // The build's speed work, done at start: the stylesheet inline in two parts, the modules after the first paint.
      expect(html).toMatch(/<style[^>]*>[^<]*\.[a-z]/);
      expect(html).toMatch(/<style data-unused-rules>[^<]*\.[a-z]/);
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(firstModules(html).length).toBeGreaterThan(2);
      // Served as a file: a hash CSP (no nonce) and a validator for 304s.
      expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
      // (node:http: fetch adds Cache-Control: no-cache to a conditional request.)
      const again = await getWithHeaders(`${server.base}${page}`, {
        "Accept-Encoding": "gzip",
        "If-None-Match": res.headers.get("etag") ?? "",
      });
      expect(again).toBe(304);
    },
  );

  it("draws a share card without devDependencies (resvg and the font files are dependencies)", async () => {
    const res = await fetch(`${server.base}/og/contact.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect([...new Uint8Array(await res.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  }, 30_000);

  it("never built: the build folder is as the copy got it", () => {
    expect(server.output()).not.toMatch(/building the site|vite v\d/);
    expect(filesUnder(path.join(copy, "build"))).toEqual(buildFiles);
    expect(buildFiles.filter((f) => f.endsWith(".html"))).toEqual([]);
  });

  it("keeps idle connections for KEEP_ALIVE_TIMEOUT_SECONDS (1 s here, where Node's default is 5 s)", async () => {
    const ms = await idleCloseMs(server.port);
    expect(ms).toBeGreaterThan(800);
    expect(ms).toBeLessThan(4000);
  });
});

describe("npm run migrate is the release step, and serve with MIGRATE_ON_START=false never migrates", () => {
  // Each test has a database of its own, in the state it starts from: none depends on another's run.
  const made: Awaited<ReturnType<typeof emptyDatabase>>[] = [];
  let target: (typeof made)[number];
  const startOnEmptyDatabase = async (name: string) => {
    target = await emptyDatabase(name);
    made.push(target);
  };
  afterAll(async () => {
    for (const t of made) await t.drop();
  });

  const status = async () => {
    const database = connectDatabase(target.url);
    try {
      return await migrationStatus(database.db);
    } finally {
      await database.close();
    }
  };
  const env = () => ({ ...PRODUCTION_ENV, DATABASE_URL: target.url, OUTBOX_WORKER: "false" });

  it("refuses to start on a database without the migrations, and leaves it untouched", async () => {
    await startOnEmptyDatabase("serve_refuse");
    const run = await runToEnd("npm", ["run", "-s", "serve", "--", "--api-only"], {
      env: { ...env(), MIGRATE_ON_START: "false", PORT: "0" },
    });
    expect(run.code, run.output).toBe(1);
    expect(run.lines).toEqual([
      `Refusing to start: MIGRATE_ON_START=false and the database lacks ${ALL_MIGRATIONS} migration(s) (${Object.keys(migrations)[0]} … ${Object.keys(migrations).at(-1)}); run npm run migrate first`,
    ]);
    expect((await status()).pending).toHaveLength(ALL_MIGRATIONS);
  }, 180_000);

  it("npm run migrate applies every migration and exits, and a second run has nothing to do", async () => {
    await startOnEmptyDatabase("serve_migrate");
    const first = await runToEnd("npm", ["run", "-s", "migrate"], { env: env() });
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain(
      `[migrate] applied ${ALL_MIGRATIONS} migration(s): ${Object.keys(migrations).join(", ")}`,
    );
    expect(await status()).toEqual({ pending: [], unknown: [] });
    const second = await runToEnd("npm", ["run", "-s", "migrate"], { env: env() });
    expect(second.code).toBe(0);
    expect(second.output).toContain("[migrate] the database is up to date");
  }, 180_000);

  it("serve starts on a migrated database with MIGRATE_ON_START=false, and version N-1 on N's schema", async () => {
    await startOnEmptyDatabase("serve_migrated");
    const migrated = connectDatabase(target.url);
    await migrateToLatest(migrated.db);
    await migrated.close();
    const served = await startServe({ env: { ...env(), MIGRATE_ON_START: "false" }, args: ["--api-only"] });
    expect(served.output()).not.toContain("applied migrations");
    await served.stop();
    // A newer release ran a migration this version does not know: this version still starts, without migrating.
    const database = connectDatabase(target.url);
    await database.db
      .insertInto("kysely_migration" as never)
      .values({ name: "999_next_release", timestamp: new Date().toISOString() } as never)
      .execute();
    await database.close();
    const older = await startServe({ env: env(), args: ["--api-only"] });
    expect(older.output()).toContain("the database is ahead of this version (999_next_release): not migrating");
    await older.stop();
  }, 300_000);
});
