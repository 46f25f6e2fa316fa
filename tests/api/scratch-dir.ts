import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Scratch folders for the API tests' SQLite files (and their backup folders): in RAM (/dev/shm) where
// there is one. The server commits with synchronous = FULL, and on the test machine's disk each commit
// waited 5-7 ms for an fsync (0.01 ms in RAM): thousands of them in the SQLite suite, a wait the
// PostgreSQL suite's cluster (fsync=off, scripts/lib/pg-cluster.mjs) never has. The same code runs
// either way; only the disk's wait goes. API_SCRATCH_DIR chooses another folder.
const RAM = "/dev/shm";

function scratchBase() {
  if (process.env.API_SCRATCH_DIR) return process.env.API_SCRATCH_DIR;
  try {
    fs.accessSync(RAM, fs.constants.W_OK);
    if (fs.statSync(RAM).isDirectory()) return RAM;
  } catch {}
  return os.tmpdir();
}
const base = scratchBase();

/** A new empty folder named `<prefix>XXXXXX`, in RAM where possible; the caller removes it. */
export const scratchDir = (prefix: string) => fs.mkdtempSync(path.join(base, prefix));
