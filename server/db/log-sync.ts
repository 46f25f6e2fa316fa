import fs from "node:fs/promises";

/** The part of an open file LogSync uses. */
export interface LogFile {
  sync(): Promise<void>;
  stat(): Promise<{ nlink: number }>;
  close(): Promise<void>;
}

/** What LogSync needs of the file system (node:fs/promises; tests pass a slowed or failing one). */
export interface LogFiles {
  open(file: string, flags: string): Promise<LogFile>;
}

/**
 * fsync of a SQLite write-ahead log on libuv's thread pool, so no request waits on the main thread while
 * the disk writes (docs/decisions/033). A call that arrives while one runs joins the next one, which starts
 * after it and so covers the caller's commit; every caller waiting at that moment shares it.
 * Linux flushes a file's pages whatever descriptor asks, so our own read-only descriptor serves.
 */
export class LogSync {
  #file: LogFile | undefined;
  #running: Promise<void> | undefined;
  #next: Promise<void> | undefined;

  constructor(
    private readonly walPath: string,
    private readonly files: LogFiles = fs,
  ) {}

  /** Resolves once everything written to the log before the call is on disk. */
  sync(): Promise<void> {
    if (!this.#running) {
      const run = this.#flush().finally(() => {
        this.#running = undefined;
      });
      this.#running = run;
      return run;
    }
    if (!this.#next) {
      const after = () => {
        this.#next = undefined;
        return this.sync();
      };
      this.#next = this.#running.then(after, after);
    }
    return this.#next;
  }

  async close() {
    await this.#running?.catch(() => undefined);
    await this.#file?.close();
    this.#file = undefined;
  }

  async #flush() {
    const file = await this.#open();
    // No log file: SQLite removed it after copying every commit into the database file and syncing that.
    if (file) await file.sync();
  }

  async #open() {
    if (this.#file) {
      // A log deleted when its last connection closed may be created anew: sync the file at the path.
      if ((await this.#file.stat()).nlink > 0) return this.#file;
      await this.#file.close();
      this.#file = undefined;
    }
    try {
      this.#file = await this.files.open(this.walPath, "r");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw err;
    }
    return this.#file;
  }
}
