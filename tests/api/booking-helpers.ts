import ICAL from "ical.js";
import { parseSettings } from "~/lib/settings.server";
import { outboxWorkerFrom } from "../../server/outbox/from-settings";
import { addUser } from "../factories";
import { getStartedForm } from "./lead-fixtures";
import { headerOf, type ReceivedMail, startSmtpPeer } from "./outbox-peers";
import { startTestServer } from "./test-server";

// Strategy-call tests (issue #38): the real app on a test clock, a real SMTP peer, and the outbox
// worker driven round by round on the same clock, so a reminder a day ahead takes no time.

/** Monday 4 January 2027, 8:00 AM IST (02:30 UTC): an ordinary working week, no holiday in 14 days. */
export const MONDAY_8AM_IST = Date.parse("2027-01-04T02:30:00.000Z");

/** 9:00 AM IST on the given January 2027 day, plus `minutes`. */
export const istJan = (day: number, hour = 9, minute = 0) =>
  new Date(Date.UTC(2027, 0, day, hour - 5, minute - 30)).toISOString();

export const BASE_ENV = {
  RATE_LIMIT_MAX: "10000",
  BOOKING_RATE_LIMIT_MAX: "10000",
  SITE_URL: "https://narmadaai.in",
  SALES_EMAIL: "sales@narmadaai.in",
  MAIL_FROM: "Narmada AI <no-reply@narmadaai.in>",
  BOOKING_NOTICE_MINUTES: "120",
  BOOKING_MAX_PER_DAY: "6",
};

export async function startBooking(
  env: Record<string, string> = {},
  start = MONDAY_8AM_IST,
  /** The mail peer's options (an address it refuses, say). */
  peer: Parameters<typeof startSmtpPeer>[0] = {},
) {
  const smtp = await startSmtpPeer(peer);
  let clock = start;
  const now = () => new Date(clock);
  const fullEnv = { ...BASE_ENV, SMTP_URL: smtp.url(), ...env };
  const s = await startTestServer(fullEnv, { now });
  const settings = parseSettings({ DATABASE_URL: "sqlite::memory:", ...fullEnv });
  const silent = { log: () => {}, warn: () => {}, error: () => {} };
  const worker = outboxWorkerFrom({ db: s.db, kind: s.kind, close: async () => {} }, settings, {
    now,
    random: () => 0.5,
    log: silent,
  });
  const json = (r: Response) => r.json() as Promise<Record<string, unknown>>;
  return {
    s,
    smtp,
    worker,
    now,
    setClock(t: number) {
      clock = t;
    },
    advance(minutes: number) {
      clock += minutes * 60_000;
    },
    /** A consultant (an admin unless told): the first user makes the fresh-install rule apply. */
    addConsultant: (email: string, name?: string, role: "admin" | "editor" = "admin") =>
      addUser(s, email, role, "active", name),
    book(slot: string | undefined, over: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
      return s.postJson("/api/leads", { type: "get_started", form: { ...getStartedForm, slot, ...over } }, headers);
    },
    async bookOk(slot: string, over: Record<string, unknown> = {}) {
      const res = await this.book(slot, over);
      const body = await json(res);
      if (res.status !== 201) throw new Error(`booking ${slot}: ${res.status} ${JSON.stringify(body)}`);
      return body as { id: string; booking: { manageUrl: string; icsUrl: string } & Record<string, unknown> };
    },
    manage(body: Record<string, unknown>, headers: Record<string, string> = { Origin: s.base }) {
      return s.postJson("/api/booking/manage", body, headers);
    },
    /** Rounds until nothing is due at the clock's time. */
    async drain() {
      while ((await worker.runOnce()) > 0) {}
      await worker.settleAlerts();
    },
    async bookings() {
      return s.db.selectFrom("bookings").selectAll().orderBy("starts_at").execute();
    },
    async outbox() {
      const rows = await s.db
        .selectFrom("outbox")
        .selectAll()
        .where("kind", "=", "booking_email")
        .orderBy("id")
        .execute();
      return rows.map((r) => ({ ...r, booking: JSON.parse(r.payload).booking as Record<string, unknown> | undefined }));
    },
    /**
     * Empties what the booking tests write (and backups, rate limits, consultants), and the mailbox, so
     * each test starts from no bookings, leads or accounts.
     */
    async reset() {
      for (const t of [
        "outbox",
        "booking_tokens",
        "bookings",
        "lead_events",
        "notifications",
        "leads",
        "backups",
        "rate_limits",
        "consultants",
        "users",
      ] as const)
        await s.db.deleteFrom(t).execute();
      smtp.messages.length = 0;
    },
    async close() {
      await worker.stop();
      await s.close();
      await smtp.close();
    },
  };
}

export type BookingRig = Awaited<ReturnType<typeof startBooking>>;

/** The manage link's token, from the confirmation's manageUrl or an e-mail's text. */
export const tokenOf = (url: string) => /\/booking\/manage\/([A-Za-z0-9_-]{43})/.exec(url)?.[1] ?? "";

/** A MIME part's body by its content type, decoded (base64 or quoted-printable). */
export function partOf(raw: string, type: string): string | undefined {
  const part = raw.split(/\r?\n--/).find((p) => new RegExp(`content-type:\\s*${type}`, "i").test(p));
  if (!part) return undefined;
  const split = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, split);
  const body = part.slice(split).trim();
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head))
    return Buffer.from(
      body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
      "latin1",
    ).toString("utf8");
  return body;
}

export interface ParsedInvite {
  method: string;
  uid: string;
  sequence: number;
  start: string;
  end: string;
  status: string;
  organizer: string;
  attendees: string[];
  location: string | null;
  description: string;
}

/** The text/calendar part of an e-mail, read back with ical.js. */
export function inviteOf(mail: ReceivedMail): ParsedInvite {
  const text = partOf(mail.raw, "text/calendar");
  if (!text) throw new Error(`no text/calendar part in "${headerOf(mail.raw, "Subject")}"`);
  const cal = new ICAL.Component(ICAL.parse(text));
  const event = cal.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  const time = (name: string) => (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
  return {
    method: String(cal.getFirstPropertyValue("method")),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    start: time("dtstart"),
    end: time("dtend"),
    status: String(event.getFirstPropertyValue("status")),
    organizer: String(event.getFirstPropertyValue("organizer")),
    attendees: event.getAllProperties("attendee").map((p) => String(p.getFirstValue())),
    location: (event.getFirstPropertyValue("location") as string | null) ?? null,
    description: String(event.getFirstPropertyValue("description") ?? ""),
  };
}
