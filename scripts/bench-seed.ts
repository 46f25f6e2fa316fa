// The data of `npm run bench -- --scale` (scripts/lib/bench-scale.mjs): a fresh SQLite database with a
// year's traffic as a site collects it and before the maintenance job has seen it: 1,000,000 page views
// over 90 days, none rolled up yet, and 100,000 leads (batched inserts in transactions), with landings,
// campaigns, values and the funnel steps reached (issue #39) as Analytics groups them, plus the admin
// the bench signs in as (BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD). `--reuse` keeps the database an
// earlier run seeded. The bench copies it for each run, so the rollup catch-up starts from the same state.
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { LEAD_STATUSES, LEAD_TYPES } from "~/features/admin/leads/lead-filter";
import { ALL_PATHS } from "~/lib/site-paths";
import { hashPassword } from "../server/auth/password";
import { connectDatabase } from "../server/db/connect";
import { migrateToLatest } from "../server/db/migrations";

// BENCH_VIEWS and BENCH_LEADS: smaller data for a quick check of the bench itself (`--small`).
const VIEWS = Number(process.env.BENCH_VIEWS || 1_000_000);
const LEADS = Number(process.env.BENCH_LEADS || 100_000);
const DAYS = 90;
const dir = path.resolve(".tmp/scale");
const file = path.join(dir, "seed.db");
const sizes = path.join(dir, "seed.json");
const same = (f: string) => fs.existsSync(f) && fs.readFileSync(f, "utf8") === JSON.stringify({ VIEWS, LEADS });
const reuse = process.argv.includes("--reuse") && fs.existsSync(file) && same(sizes);
const adminEmail = process.env.BENCH_ADMIN_EMAIL || "bench@example.com";
const password = process.env.BENCH_ADMIN_PASSWORD || "scale bench password 2026";

const now = new Date();
const dayOf = (i: number) => new Date(now.getTime() - i * 86_400_000).toISOString().slice(0, 10);
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() ** 2 * list.length)];
const seconds = () => Math.round((performance.now() - t0) / 100) / 10;
let t0 = performance.now();

async function seed() {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  // Schema through the real migrations, then rows straight through better-sqlite3 (fast).
  {
    const database = connectDatabase(`sqlite:${file}`);
    await migrateToLatest(database.db);
    await database.close();
  }
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = OFF");

  const pages = ALL_PATHS.filter((p) => !p.startsWith("/admin"));
  const hosts = ["google.com", "linkedin.com", "bing.com", "duckduckgo.com", "chatgpt.com", "x.com", "github.com"];
  const insertView = sqlite.prepare(
    "insert into page_views (id, day, path, visitor, referrer_host, duration_ms, landing, utm_source, utm_campaign) values (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  // A visit's first page is its landing; about one in five comes from a campaign link (the funnel's groups).
  const campaigns = [
    ["linkedin", "launch"],
    ["newsletter", "diwali"],
    ["newsletter", "year-end"],
    ["google", "ai-audit"],
  ] as const;
  const perDay = Math.ceil(VIEWS / DAYS);
  let views = 0;
  for (let d = DAYS - 1; d >= 0 && views < VIEWS; d--) {
    const day = dayOf(d);
    sqlite.transaction(() => {
      let left = Math.min(perDay, VIEWS - views);
      while (left > 0) {
        // A visitor reads 1 to 6 pages; about 40% read one.
        const visitor = randomBytes(32).toString("hex");
        const n = Math.min(left, Math.random() < 0.4 ? 1 : 2 + Math.floor(Math.random() * 5));
        const utm = Math.random() < 0.2 ? pick(campaigns) : [null, null];
        for (let i = 0; i < n; i++) {
          const referrer = i === 0 && Math.random() < 0.35 ? pick(hosts) : null;
          const ms = Math.random() < 0.7 ? 5_000 + Math.floor(Math.random() * 240_000) : null;
          const first = i === 0;
          insertView.run(
            randomUUID(),
            day,
            pick(pages),
            visitor,
            referrer,
            ms,
            first ? 1 : 0,
            ...(first ? utm : [null, null]),
          );
        }
        left -= n;
        views += n;
      }
    })();
  }
  console.log(`seeded ${views.toLocaleString("en-IN")} page views over ${DAYS} days in ${seconds()} s`);

  t0 = performance.now();
  const insertLead = sqlite.prepare(
    "insert into leads (id, type, name, email, company, phone, payload, status, created_at, value, inquiry_status, utm_source, utm_campaign, referrer_host, landing_page, reached_booked_at, reached_held_at, reached_qualified_at, reached_won_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'new', ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  /** The funnel steps a lead of this status reached (issue #39): about one in six booked a call, most of those held it. */
  const reachedOf = (status: string, at: string) => {
    const booked = Math.random() < 0.17;
    const qualified = status === "qualified" || status === "won" || (status === "lost" && Math.random() < 0.5);
    return [
      booked ? at : null,
      booked && Math.random() < 0.7 ? at : null,
      qualified ? at : null,
      status === "won" ? at : null,
    ];
  };
  const firsts = ["Priya", "Rahul", "Neha", "Arjun", "Meera", "Vikram", "Ananya", "Rohan", "Kavya", "Aditya"];
  const lasts = ["Sharma", "Joshi", "Iyer", "Rao", "Patel", "Gupta", "Verma", "Nair", "Kulkarni", "Mehta"];
  const companies = ["Malwa Textiles", "Indore Logistics", "Narmada Foods", "Pithampur Auto", "Vijay Nagar Clinics"];
  const BATCH = 10_000;
  for (let start = 0; start < LEADS; start += BATCH) {
    sqlite.transaction(() => {
      for (let i = start; i < Math.min(LEADS, start + BATCH); i++) {
        const name = `${pick(firsts)} ${pick(lasts)}`;
        const email = `${name.toLowerCase().replace(" ", ".")}${i}@example.com`;
        const company = pick(companies);
        const at = new Date(now.getTime() - Math.random() * DAYS * 86_400_000).toISOString();
        const payload = JSON.stringify({
          name,
          email,
          company,
          message: "We want to automate order intake from email.",
        });
        const status = pick(LEAD_STATUSES);
        const [source, campaign] = Math.random() < 0.3 ? pick(campaigns) : [null, null];
        const referrer = source === null && Math.random() < 0.35 ? pick(hosts) : null;
        const value =
          status === "qualified" || status === "won" ? 5_000 + Math.floor(Math.random() * 95) * 1_000 : null;
        insertLead.run(
          randomUUID(),
          pick(LEAD_TYPES),
          name,
          email,
          company,
          "+91 98260 12345",
          payload,
          status,
          at,
          value,
          source,
          campaign,
          referrer,
          pick(pages),
          ...reachedOf(status, at),
        );
      }
    })();
  }
  sqlite
    .prepare(
      "insert into users (id, name, email, role, status, password_hash, last_login_at, created_at, updated_at) values (?, ?, ?, 'admin', 'active', ?, null, ?, ?)",
    )
    .run(randomUUID(), "Bench Admin", adminEmail, await hashPassword(password), now.toISOString(), now.toISOString());
  // One file, no -wal beside it: the bench copies it.
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.close();
  console.log(`seeded ${LEADS.toLocaleString("en-IN")} leads in ${seconds()} s`);
}
if (reuse) console.log(`reusing the seeded database ${path.relative(process.cwd(), file)}`);
else {
  await seed();
  fs.writeFileSync(sizes, JSON.stringify({ VIEWS, LEADS }));
}
console.log(`seeded database: ${Math.round(fs.statSync(file).size / 2 ** 20)} MB`);
