import { parseSettings } from "~/lib/settings.server";
import { outboxWorkerFrom } from "../../server/outbox/from-settings";
import { type AdminServer, addUser, signIn, startAdminServer } from "./admin-helpers";
import { BASE_ENV, MONDAY_8AM_IST } from "./booking-helpers";
import { getStartedForm } from "./lead-fixtures";
import { startSmtpPeer } from "./outbox-peers";

// The team's side of strategy calls (issue #38): the real app with its admin routes on a test clock
// (the booking rules read it; sign-in sessions keep the real one), a real SMTP peer, and the outbox
// worker driven round by round on the same clock.

export async function startCallsRig(env: Record<string, string> = {}, start = MONDAY_8AM_IST) {
  const smtp = await startSmtpPeer();
  let clock = start;
  const now = () => new Date(clock);
  const fullEnv = { ...BASE_ENV, RATE_LIMIT_MAX: "10000", SMTP_URL: smtp.url(), ...env };
  const server: AdminServer = await startAdminServer(fullEnv, { now });
  const settings = parseSettings({ DATABASE_URL: "sqlite::memory:", ...fullEnv });
  const silent = { log: () => {}, warn: () => {}, error: () => {} };
  const worker = outboxWorkerFrom({ db: server.db, kind: server.kind, close: async () => {} }, settings, {
    now,
    random: () => 0.5,
    log: silent,
  });
  return {
    server,
    smtp,
    settings,
    now,
    setClock(t: number) {
      clock = t;
    },
    advance(minutes: number) {
      clock += minutes * 60_000;
    },
    signIn: (email: string, role: "admin" | "editor" | "sales") => signIn(server, email, role),
    addUser: (email: string, role: "admin" | "editor" | "sales", name?: string) =>
      addUser(server, email, role, "active", name),
    /** A visitor books `slot` on Get Started (the JSON path); resolves with the lead's and booking's ids. */
    async book(slot: string, over: Record<string, unknown> = {}) {
      const res = await server.postJson("/api/leads", {
        type: "get_started",
        form: { ...getStartedForm, slot, ...over },
      });
      const body = (await res.json()) as { id: string };
      if (res.status !== 201) throw new Error(`booking ${slot}: ${res.status} ${JSON.stringify(body)}`);
      const booking = await server.db
        .selectFrom("bookings")
        .select("id")
        .where("lead_id", "=", body.id)
        .executeTakeFirstOrThrow();
      return { leadId: body.id, bookingId: booking.id };
    },
    /** Outbox rounds until nothing is due at the clock's time. */
    async drain() {
      while ((await worker.runOnce()) > 0) {}
      await worker.settleAlerts();
    },
    async close() {
      await worker.stop();
      await server.close();
      await smtp.close();
    },
  };
}

export type CallsRig = Awaited<ReturnType<typeof startCallsRig>>;

/** Tables a calls test empties before each test (the holidays' seed stays). */
export const CALL_TABLES = [
  "outbox",
  "booking_tokens",
  "bookings",
  "lead_events",
  "notifications",
  "leads",
  "rate_limits",
  "consultants",
  "audit_log",
  "sessions",
  "login_attempts",
  "users",
] as const;
