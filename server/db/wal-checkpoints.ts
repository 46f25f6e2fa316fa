import SQLite from "better-sqlite3";

/** A checkpoint's outcome: frames in the log, and how many of them are now in the database file. */
export interface WalCheckpoint {
  log: number;
  checkpointed: number;
}

/**
 * The `walCheckpoints` background job (docs/decisions/056): a PASSIVE checkpoint of a SQLite file every
 * `everyMs` until stopped, on a connection of the worker's own, while the main connection, with its
 * automatic checkpoint off, writes a long run of small commits (pruning raw views). A PASSIVE
 * checkpoint takes no write lock, so the main connection's transactions never wait for it; its copy
 * and its fsyncs leave the visitors' thread. Each outcome is sent back: the log restarts from its
 * beginning only at a write after a checkpoint that copied all of it, so the writer waits for one when
 * the log grows long. Returns how many checkpoints ran.
 */
export async function checkpointWal(
  { file, everyMs }: { file: string; everyMs: number },
  ctx: { stop: () => boolean; progress: (p: WalCheckpoint) => void },
) {
  const sqlite = new SQLite(file, { fileMustExist: true });
  let runs = 0;
  try {
    while (!ctx.stop()) {
      const [result] = sqlite.pragma("wal_checkpoint(PASSIVE)") as WalCheckpoint[];
      if (result) ctx.progress({ log: result.log, checkpointed: result.checkpointed });
      runs++;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
    // What the last commits added, before the main connection's own checkpoints take over again.
    sqlite.pragma("wal_checkpoint(PASSIVE)");
    return runs + 1;
  } finally {
    sqlite.close();
  }
}
