import type { DayCounts } from "../analytics/rollup-counts";
import type { FeedParseInput } from "../calls/feed-parse";
import type { WalCheckpoint } from "../db/wal-checkpoints";
import type { OgCard, OgPainted } from "../seo/og-image";

/** What a job gets besides its input: the stop flag and a way to send progress to the main thread. */
export interface JobContext {
  stop: () => boolean;
  progress: (data: unknown) => void;
}

// Every job a background worker runs (./workers.ts). Inputs and results cross threads by structured
// clone: plain data, never a connection or a function. Each opens its own connection from a file name.
export const jobs = {
  // Each job imports its code when it runs: a worker compiles (under tsx) only what its job needs.
  /** A SQLite backup's copy (server/backups/create.ts). */
  sqliteCopy: async (input: { source: string; target: string }) =>
    (await import("../backups/sqlite-copy")).copySqlite(input),
  /** The rollup's counting: reads only, each day's counts sent back for the main connection to write. */
  countDays: async (input: { file: string; days: string[] }, ctx: JobContext) =>
    (await import("../analytics/rollup-counts")).countDays(input, ctx),
  /** A consultant's calendar feed expanded into busy times (server/calls/feed-reader.ts). */
  feedBusy: async (input: FeedParseInput) => (await import("../calls/feed-parse")).parseFeedText(input),
  /** PASSIVE checkpoints of a SQLite file until stopped, while the main connection prunes (server/analytics/rollup.ts). */
  walCheckpoints: async (input: { file: string; everyMs: number }, ctx: JobContext) =>
    (await import("../db/wal-checkpoints")).checkpointWal(input, ctx),
  /** Open Graph cards drawn (server/seo/og-cards.ts): each card's PNG sent back as soon as it is drawn. */
  ogCards: async (input: { cards: OgCard[] }, ctx: JobContext) =>
    (await import("../seo/og-image")).renderOgImages(input, ctx),
};

export type JobName = keyof typeof jobs;
export type JobInput<N extends JobName> = Parameters<(typeof jobs)[N]>[0];
export type JobOutput<N extends JobName> = Awaited<ReturnType<(typeof jobs)[N]>>;
/** What a job's progress messages carry. */
export type JobProgress<N extends JobName> = N extends "countDays"
  ? DayCounts
  : N extends "ogCards"
    ? OgPainted
    : N extends "walCheckpoints"
      ? WalCheckpoint
      : never;
