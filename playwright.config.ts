import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROME_FLAGS } from "./scripts/lib/chrome-flags.mjs";
import { LLM_STUB_PORT } from "./tests/e2e/llm-stub-port";

// End-to-end tests drive Debian's Chromium against the production build. The server runs on SQLite;
// when E2E_PG_URL is set a second server runs on PostgreSQL for two lead journeys (@pg), one sent by
// script and one without JavaScript: the API suite covers every endpoint on PostgreSQL already, so
// these only prove the production server, the browser and PostgreSQL work together.
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const SQLITE_PORT = Number(process.env.E2E_PORT ?? 4310);
const PG_PORT = SQLITE_PORT + 1;
// E2E_DIR, E2E_PORT and BUILD_DIR let several runs share a machine without touching each other.
const E2E_DIR = path.resolve(process.env.E2E_DIR ?? ".tmp/e2e");
const sqliteUrl = `sqlite:${path.join(E2E_DIR, "app.db")}`;
const pgUrl = process.env.E2E_PG_URL;

// `npm test` bundles the server for its child processes (scripts/lib/server-bundle.mjs); by hand, tsx.
const SERVER_ENTRY = process.env.SERVER_BUNDLE_DIR
  ? path.join(process.env.SERVER_BUNDLE_DIR, "main.mjs")
  : "--import tsx server/main.ts";

const server = (port: number, databaseUrl: string) => ({
  command: `node ${SERVER_ENTRY} --no-build`,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    SITE_URL: "http://localhost:3000",
    RATE_LIMIT_MAX: "100000",
    ANALYTICS_RATE_LIMIT_MAX: "100000",
    // Every booking comes from 127.0.0.1 here (issue #38's per-client limit is tested in tests/api).
    BOOKING_RATE_LIMIT_MAX: "100000",
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    OUTBOX_DIR: path.join(E2E_DIR, `outbox-${port}`),
    // A scheduled backup may run 30 s after start: into the test folder, not data/.
    BACKUP_DIR: path.join(E2E_DIR, `backups-${port}`),
    // The chat's language model is a local stub (tests/e2e/llm-stub.ts) that streams one test question.
    CHAT_LLM_URL: `http://127.0.0.1:${LLM_STUB_PORT}/v1`,
    CHAT_LLM_MODEL: "e2e-stub",
    CHAT_LLM_DAILY_LIMIT: "100000",
    // The live chat (issue #40) takes visitors around the clock here: the office's hours are unit-tested.
    LIVE_CHAT_HOURS: "always",
  },
});

const llmStub = {
  command: "node --import tsx tests/e2e/llm-stub.ts",
  url: `http://127.0.0.1:${LLM_STUB_PORT}/health`,
  reuseExistingServer: false,
  timeout: 30_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
};

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: CHROME,
    args: CHROME_FLAGS,
  },
};

// The editor journeys (admin-<tab>.spec.ts) run after "sqlite": admin.spec.ts deletes every account
// in its setup, and blog.spec counts the seed articles these journeys add to. booking.spec.ts too: its
// consultant (an admin) must not vanish mid-booking, and its bookings would stop that delete; and
// booking-admin.spec.ts, whose sales user holds a call; sequences.spec.ts and live-chat.spec.ts, whose team signs in.
const CMS_SPECS = /(admin-[a-z-]+|booking|booking-admin|sequences|live-chat)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: path.join(E2E_DIR, "results"),
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: path.join(E2E_DIR, "report.json") }]],
  // Reduced motion by default: the hero particles and entrance animations otherwise keep Chromium's
  // renderer busy (about 40 % of a core per open page on 2 cores) while a test only reads the page.
  // The tests of the motion itself (splash, counters, cursor) ask for "no-preference".
  // A trace is recorded only when a failed test runs again (CI retries once): recording one for every
  // test cost about a tenth of the suite's time.
  use: { trace: "on-first-retry", reducedMotion: "reduce" },
  webServer: [llmStub, server(SQLITE_PORT, sqliteUrl), ...(pgUrl ? [server(PG_PORT, pgUrl)] : [])],
  projects: [
    {
      name: "sqlite",
      testIgnore: CMS_SPECS,
      use: { ...chromium, baseURL: `http://127.0.0.1:${SQLITE_PORT}` },
      metadata: { databaseUrl: sqliteUrl },
    },
    // Journeys that publish posts run after the rest: the blog specs count the seed articles.
    {
      name: "sqlite-cms",
      testMatch: CMS_SPECS,
      dependencies: ["sqlite"],
      use: { ...chromium, baseURL: `http://127.0.0.1:${SQLITE_PORT}` },
      metadata: { databaseUrl: sqliteUrl },
    },
    ...(pgUrl
      ? [
          {
            name: "postgres",
            grep: /@pg/,
            use: { ...chromium, baseURL: `http://127.0.0.1:${PG_PORT}` },
            metadata: { databaseUrl: pgUrl },
          },
        ]
      : []),
  ],
});
