import type { Kysely } from "kysely";

// A migration sees the database as it was at its time, not as `Database` says today.
// biome-ignore lint/suspicious/noExplicitAny: the Kysely convention for migrations
export type AnyDb = Kysely<any>;
