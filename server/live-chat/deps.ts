import type { Settings } from "~/lib/settings.server";
import type { ConversationCap } from "../chat/conversation-cap";
import type { DbHandle } from "../db/connect";
import type { Db } from "../db/schema";
import { inProcessBus, type LiveBus, postgresBus } from "./bus";

/** What the live chat needs: the database, the fan-out, its settings and the clock. */
export interface LiveDeps {
  db: Db;
  bus: LiveBus;
  /** LIVE_CHAT_WAIT_SECONDS */
  waitSeconds: number;
  /** LIVE_CHAT_HOURS */
  hours: "office" | "always";
  cap: ConversationCap;
  /** Where the team's live chat e-mails go without an owner: SALES_EMAIL, else CONTACT_EMAIL. */
  salesAddress: string;
  now: () => Date;
}

export function liveDepsFrom(database: DbHandle, settings: Settings, now: () => Date = () => new Date()): LiveDeps {
  return {
    db: database.db,
    bus: database.kind === "postgres" ? postgresBus(settings.DATABASE_URL) : inProcessBus(),
    waitSeconds: settings.LIVE_CHAT_WAIT_SECONDS,
    hours: settings.LIVE_CHAT_HOURS,
    cap: {
      maxMessages: settings.CHAT_MAX_MESSAGES_PER_CONVERSATION,
      maxChars: settings.CHAT_MAX_CHARS_PER_CONVERSATION,
    },
    salesAddress: settings.SALES_EMAIL || settings.CONTACT_EMAIL,
    now,
  };
}

// The chat's answer path (server/chat) finds the live chat through the database handle, as the lead
// path finds the booking's (server/booking/booking-deps.ts).
const registered = new WeakMap<Db, LiveDeps>();
export const setLiveDeps = (deps: LiveDeps) => registered.set(deps.db, deps);
export const liveDepsOf = (db: Db) => registered.get(db);
