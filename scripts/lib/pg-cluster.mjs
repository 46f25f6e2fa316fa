// A throwaway PostgreSQL cluster for tests: initdb into a temp folder, start on 127.0.0.1 and a
// free port, create the database, and remove everything on stop. Runs as user postgres when root.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export function pgAvailable() {
  return fs.existsSync(path.join(PG_BIN, "initdb")) && fs.existsSync(path.join(PG_BIN, "pg_ctl"));
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const isRoot = process.getuid?.() === 0;

function run(bin, args) {
  const cmd = path.join(PG_BIN, bin);
  const full = isRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
  const r = spawnSync(full[0], full[1], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${bin} failed (${r.status}): ${r.stderr || r.stdout}`);
  return r.stdout;
}

export async function startPgCluster({ database = "app_test" } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-test-"));
  if (isRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  run("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "-t",
    "30",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    "start",
  ]);
  run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", database]);
  const url = `postgres://postgres@127.0.0.1:${port}/${database}`;
  let stopped = false;
  return {
    url,
    port,
    createDatabase(name) {
      run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
