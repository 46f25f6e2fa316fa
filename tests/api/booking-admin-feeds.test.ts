import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { liveWorkers, runJob } from "../../server/background/workers";
import { fetchFeed } from "../../server/calls/feed-fetch";
import { type FeedReaderDeps, feedReaderDepsFrom, readDueFeeds } from "../../server/calls/feed-reader";
import type { Browser } from "./admin-helpers";
import { CALL_TABLES, type CallsRig, startCallsRig } from "./booking-admin-helpers";
import { page, region, textOf } from "./html";

// Consultants' calendar feeds (issue #38), served by a local node:http peer: saved in Calls >
// Availability (shown by host only), read by readDueFeeds (claimed in the database, fetched within
// BOOKING_FEED_TIMEOUT_SECONDS and BOOKING_FEED_MAX_BYTES, expanded in a worker thread), their busy
// times blocking the slots visitors are offered. The clock starts Monday 4 January 2027, 8:00 AM IST.

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

/** Every Monday 11:00 AM-12:00 PM IST from 28 December, but not on 11 January; Wednesday 6 January all day. */
const FEED = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Test//Feed//EN",
  "BEGIN:VEVENT",
  "UID:weekly-review@test",
  "DTSTAMP:20261201T000000Z",
  "DTSTART;TZID=Asia/Kolkata:20261228T110000",
  "DTEND;TZID=Asia/Kolkata:20261228T120000",
  "RRULE:FREQ=WEEKLY;BYDAY=MO",
  "EXDATE;TZID=Asia/Kolkata:20270111T110000",
  "SUMMARY:Weekly review",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:offsite@test",
  "DTSTAMP:20261201T000000Z",
  "DTSTART;VALUE=DATE:20270106",
  "DTEND;VALUE=DATE:20270107",
  "SUMMARY:Offsite",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

type Mode = "ok" | "500" | "slow" | "huge" | "huge-declared" | "garbage" | "redirect-ok" | "redirect-ftp";

/** The calendar server: answers each request as `mode` says; counts them. */
async function startFeedPeer() {
  let mode: Mode = "ok";
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests++;
    if (mode === "ok" || req.url === "/moved.ics") {
      res.writeHead(200, { "Content-Type": "text/calendar" });
      return res.end(FEED);
    }
    if (mode === "500") {
      res.writeHead(500);
      return res.end("Internal Server Error");
    }
    if (mode === "slow") return; // never answers: the reader's deadline ends it
    if (mode === "garbage") {
      res.writeHead(200, { "Content-Type": "text/html" });
      return res.end("<html><body>Sign in to see this calendar</body></html>");
    }
    if (mode === "redirect-ok") {
      res.writeHead(302, { Location: "/moved.ics" });
      return res.end();
    }
    if (mode === "redirect-ftp") {
      res.writeHead(302, { Location: "ftp://127.0.0.1/feed.ics" });
      return res.end();
    }
    // 10 MB of valid-looking text, streamed without a length, or announced by Content-Length.
    const chunk = Buffer.alloc(64 * 1024, "X");
    res.writeHead(200, mode === "huge-declared" ? { "Content-Length": String(10_000_000) } : {});
    let sent = 0;
    const pump = () => {
      while (sent < 10_000_000) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
      res.end();
    };
    res.on("error", () => {});
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    setMode: (m: Mode) => {
      mode = m;
    },
    requests: () => requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const SECRET = "private-7f3a9c2e51d84b06";

let rig: CallsRig;
let peer: Awaited<ReturnType<typeof startFeedPeer>>;
let admin: Browser;
let url: string;
let host: string;
const ASHA = "user-asha@narmadaai.in";
const logged: string[] = [];

beforeAll(async () => {
  rig = await startCallsRig({ BOOKING_FEED_ALLOW_PRIVATE: "true", BOOKING_FEED_TIMEOUT_SECONDS: "1" });
  peer = await startFeedPeer();
  host = `127.0.0.1:${peer.port}`;
  url = `http://${host}/calendar/ical/asha%40narmadaai.in/${SECRET}/basic.ics`;
});
afterAll(async () => {
  await rig?.close();
  await peer?.close();
});

/** A replica's reader on the rig's clock, its log lines collected. */
const reader = (): FeedReaderDeps => ({
  ...feedReaderDepsFrom(rig.server.db, rig.settings, rig.now),
  log: { log: (m: string) => logged.push(m), warn: (m: string) => logged.push(m) },
});

const availability = async () => page(await (await admin.get("/admin/calls/availability")).text());
const feedLine = async () => {
  const doc = await availability();
  return textOf(region(doc, "Calendar feed").querySelector("p"));
};

/** Every start offered on `date` (IST), shown or behind More times. */
async function startsOn(date: string) {
  const res = await fetch(`${rig.server.base}/api/booking/slots?zone=Asia/Kolkata`);
  const list = (await res.json()) as { days: { date: string; shown: { time: string }[]; more: { time: string }[] }[] };
  const day = list.days.find((d) => d.date === date);
  return day ? [...day.shown, ...day.more].map((s) => s.time) : [];
}

beforeEach(async () => {
  for (const t of CALL_TABLES) await rig.server.db.deleteFrom(t).execute();
  rig.setClock(Date.parse("2027-01-04T02:30:00.000Z"));
  peer.setMode("ok");
  admin = await rig.signIn("asha@narmadaai.in", "admin");
});

describe(`a consultant's calendar feed (${dbLabel})`, () => {
  it("saved, it is shown by its host only and read once due, its events blocking the right slots", async () => {
    const saved = await admin.post("/admin/calls/availability", { intent: "feed-save", userId: ASHA, url });
    expect(saved.status).toBe(200);
    expect(await saved.text()).not.toContain(SECRET);
    expect(await feedLine()).toBe(`Feed on ${host}: not read yet (within a few minutes).`);
    // Before the feed: Monday from 10:00 AM (two hours' notice) with 11:00 and 11:30 free.
    expect((await startsOn("2027-01-04")).slice(0, 4)).toEqual(["10:00 AM", "10:30 AM", "11:00 AM", "11:30 AM"]);

    let threads = -1;
    const deps = reader();
    // The real job, watched: the expansion runs in a worker thread of its own.
    deps.parse = (input) => {
      const job = runJob("feedBusy", input);
      threads = liveWorkers();
      return job;
    };
    expect(await readDueFeeds(deps)).toBe(1);
    expect(threads).toBe(1);
    expect(liveWorkers()).toBe(0);
    expect(peer.requests()).toBe(1);
    // Mondays 4 and 18 January (11 January is an exception), Wednesday 6 January all day.
    expect(await feedLine()).toBe(`Feed on ${host}: last read 4 Jan 2027, 08:00 IST, 3 busy times ahead.`);
    expect((await startsOn("2027-01-04")).slice(0, 4)).toEqual(["10:00 AM", "10:30 AM", "12:00 PM", "12:30 PM"]);
    expect(await startsOn("2027-01-06")).toEqual([]);
    expect((await startsOn("2027-01-11")).slice(4, 6)).toEqual(["11:00 AM", "11:30 AM"]);
    expect(await startsOn("2027-01-05")).toHaveLength(18);

    // Not due again within BOOKING_FEED_INTERVAL_MINUTES (15).
    rig.advance(14);
    expect(await readDueFeeds(reader())).toBe(0);
    rig.advance(2);
    expect(await readDueFeeds(reader())).toBe(1);
    expect(peer.requests()).toBe(2);
    expect((await availability()).documentElement.outerHTML).not.toContain(SECRET);
  });

  it("follows a redirect to another allowed address", async () => {
    peer.setMode("redirect-ok");
    await admin.post("/admin/calls/availability", { intent: "feed-save", userId: ASHA, url });
    expect(await readDueFeeds(reader())).toBe(1);
    expect(await startsOn("2027-01-06")).toEqual([]);
  });

  it.each([
    ["500", "the calendar server answered HTTP 500"],
    ["slow", "no answer within 1 s"],
    ["huge", "the feed is larger than 2 MB"],
    ["huge-declared", "the feed is larger than 2 MB"],
    ["garbage", "the address does not give an iCalendar feed"],
    ["redirect-ftp", "the calendar server redirected to an address that is not allowed"],
  ] as const)("a %s answer keeps the last good copy and shows: %s", async (mode, error) => {
    await admin.post("/admin/calls/availability", { intent: "feed-save", userId: ASHA, url });
    expect(await readDueFeeds(reader())).toBe(1);
    const good = await rig.server.db
      .selectFrom("consultants")
      .select("feed_busy")
      .where("user_id", "=", ASHA)
      .executeTakeFirstOrThrow();
    peer.setMode(mode);
    rig.advance(20);
    logged.length = 0;
    const started = Date.now();
    expect(await readDueFeeds(reader())).toBe(1);
    // The deadline holds (1 s here), and a 10 MB answer is cut off, not read to the end.
    expect(Date.now() - started).toBeLessThan(8000);
    const row = await rig.server.db
      .selectFrom("consultants")
      .selectAll()
      .where("user_id", "=", ASHA)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      feed_error: error,
      feed_busy: good.feed_busy,
      feed_ok_at: "2027-01-04T02:30:00.000Z",
      feed_checked_at: "2027-01-04T02:50:00.000Z",
      feed_claimed_until: null,
    });
    expect(await feedLine()).toBe(
      `Feed on ${host}: the last read failed 4 Jan 2027, 08:20 IST: ${error}. Using the copy of 4 Jan 2027, 08:00 IST (3 busy times).`,
    );
    // The copy still blocks Monday 11:00 and 11:30 (at 8:20 AM the notice leaves 10:30 first).
    expect((await startsOn("2027-01-04")).slice(0, 2)).toEqual(["10:30 AM", "12:00 PM"]);
    // The log names the host and the consultant, never the rest of the address.
    expect(logged).toEqual([`[calendar feed] ${host} for consultant ${ASHA}: ${error}`]);
  });

  it("two replicas reading at once read each feed once", async () => {
    await admin.post("/admin/calls/availability", { intent: "feed-save", userId: ASHA, url });
    const before = peer.requests();
    const [a, b] = await Promise.all([readDueFeeds(reader()), readDueFeeds(reader())]);
    expect(a + b).toBe(1);
    expect(peer.requests() - before).toBe(1);
  });

  it("never writes the address into the audit log, the page or the answers, only its host", async () => {
    await admin.post("/admin/calls/availability", { intent: "feed-save", userId: ASHA, url });
    peer.setMode("500");
    await readDueFeeds(reader());
    const audit = await rig.server.db.selectFrom("audit_log").select(["action", "details"]).execute();
    expect(audit.find((a) => a.action === "consultant.feed")?.details).toBe(JSON.stringify({ host }));
    expect(JSON.stringify(audit)).not.toContain(SECRET);
    const removed = await admin.post("/admin/calls/availability", { intent: "feed-remove", userId: ASHA });
    expect(removed.status).toBe(200);
    expect(await feedLine()).toBe("No calendar feed: only these hours, days off and booked calls count.");
    const row = await rig.server.db.selectFrom("consultants").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ feed_url: null, feed_busy: null, feed_error: null });
  });

  it("refuses a saved address that is not a web address, with the field's message", async () => {
    const res = await admin.post("/admin/calls/availability", {
      intent: "feed-save",
      userId: ASHA,
      url: `ftp://${host}/${SECRET}`,
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toContain("The feed must be an https:// address.");
    expect(text).not.toContain(SECRET);
    expect(await rig.server.db.selectFrom("consultants").selectAll().execute()).toEqual([]);
  });
});

describe("reading a feed without private addresses allowed", () => {
  const limits = { timeoutMs: 2000, maxBytes: 2_000_000, allowPrivate: false };

  it("refuses a public-looking host that resolves to a loopback address, before connecting", async () => {
    const before = peer.requests();
    const loopback = async () => [{ address: "127.0.0.1", family: 4 }];
    const read = await fetchFeed(`https://calendar.example.com:${peer.port}/${SECRET}.ics`, limits, loopback);
    expect(read).toEqual({ ok: false, error: "the feed's host resolves to a private or local address" });
    // One private answer among public ones is refused too.
    const mixed = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.7", family: 4 },
    ];
    expect(await fetchFeed(`https://calendar.example.com/${SECRET}.ics`, limits, mixed)).toEqual(read);
    expect(peer.requests()).toBe(before);
  });

  it("connects to the very address it checked, not to a second answer of the resolver", async () => {
    // Private addresses allowed (as in tests), a name the system cannot resolve: the request still
    // reaches the peer, so the socket used the checked address and never looked the name up again.
    let lookups = 0;
    const once = async () => {
      lookups++;
      return [{ address: "127.0.0.1", family: 4 }];
    };
    const read = await fetchFeed(
      `http://calendar.invalid:${peer.port}/${SECRET}.ics`,
      { ...limits, allowPrivate: true },
      once,
    );
    expect(read).toEqual({ ok: true, text: FEED });
    expect(lookups).toBe(1);
  });

  it("refuses a saved plain http address once the setting no longer allows it", async () => {
    const read = await fetchFeed(`http://8.8.8.8/${SECRET}.ics`, limits);
    expect(read).toEqual({
      ok: false,
      error: "the saved address is not allowed (the feed must be an https:// address)",
    });
  });
});
