import { EventEmitter } from "node:events";
import { sql, type Transaction } from "kysely";
import pg from "pg";
import type { Database, Db } from "../db/schema";
import { logger } from "../ops/logger";

// Fan-out of live chat events to every replica's open streams. A note says only which stored event
// (or which typing) happened; each replica reads the row once and sends it to its own streams. On
// PostgreSQL the note is a NOTIFY sent in the event's transaction (delivered at its commit: the row
// always exists when the note arrives) and each replica holds one LISTEN connection; on SQLite (one
// process) an in-process channel after the commit.

export const CHANNEL = "live_chat";

export interface LiveNote {
  /** The conversation the note is about. */
  c: string;
  /** A stored event's id (chat_live_events.id). */
  e?: number;
  /** Typing: the person's first name (not stored). */
  t?: string;
}

export interface LiveBus {
  /** In the event's transaction on PostgreSQL; after the commit on SQLite (call `flush`). */
  notify(trx: Transaction<Database> | Db, note: LiveNote): Promise<void>;
  /** `ready` resolves once notes reach this replica (PostgreSQL: the LISTEN is up). */
  subscribe(listener: (note: LiveNote) => void): { ready: Promise<void>; off: () => void };
  close(): Promise<void>;
}

export function inProcessBus(): LiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    // SQLite runs one transaction at a time on its one connection: the note goes out on the next tick,
    // after the caller's commit.
    async notify(_trx, note) {
      setImmediate(() => emitter.emit("note", note));
    },
    subscribe(listener) {
      emitter.on("note", listener);
      return { ready: Promise.resolve(), off: () => emitter.off("note", listener) };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * One LISTEN connection for this replica while it has streams open: opened with the first subscriber,
 * given back with the last, re-opened when it drops. Opening and closing run one after another.
 */
export function postgresBus(url: string): LiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | undefined;
  let chain: Promise<void> = Promise.resolve();
  let closed = false;
  const wanted = () => !closed && emitter.listenerCount("note") > 0;

  const serial = (work: () => Promise<void>) => {
    chain = chain.then(work, work);
    return chain;
  };

  const ensure = () =>
    serial(async () => {
      if (client || !wanted()) return;
      const c = new pg.Client({ connectionString: url });
      c.on("notification", (msg) => {
        if (msg.channel !== CHANNEL || !msg.payload) return;
        try {
          emitter.emit("note", JSON.parse(msg.payload) as LiveNote);
        } catch {
          // not ours
        }
      });
      c.on("error", (err) => {
        logger("chat").warn({ error: err.message }, "live chat LISTEN connection lost; reconnecting");
        if (client === c) client = undefined;
        c.end().catch(() => {});
        setTimeout(() => void ensure().catch(() => {}), 1000).unref();
      });
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      client = c;
    });

  const release = () =>
    serial(async () => {
      if (!client || wanted()) return;
      const c = client;
      client = undefined;
      await c.end().catch(() => {});
    });

  return {
    async notify(trx, note) {
      await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(note)})`.execute(trx);
    },
    subscribe(listener) {
      emitter.on("note", listener);
      const ready = ensure();
      ready.catch((err) => logger("chat").warn({ error: (err as Error).message }, "live chat LISTEN failed"));
      return {
        ready,
        off: () => {
          emitter.off("note", listener);
          void release();
        },
      };
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
      await release();
    },
  };
}
