import type { Server } from "node:http";
import path from "node:path";
import type { Settings } from "~/lib/settings.server";
import { buildExists, ensureFreshBuild } from "../build-check";
import { migrationStatus, planMigrations } from "../db/migration-status";
import { migrateToLatest } from "../db/migrations";
import type { Db } from "../db/schema";
import { logger } from "./logger";
import { productionProblems, refusal, warning } from "./production-checks";

// The start steps that differ between `npm run serve` (production: refuse what is unsafe, never
// build) and `npm start` (the newcomer's demo: warn, build when needed).

/** The server must not start; each line names a setting or step and its fix. */
export class StartRefused extends Error {
  constructor(lines: string[]) {
    super(lines.join("\n"));
    this.name = "StartRefused";
  }
}

export function checkSettings(settings: Settings, serve: boolean) {
  const problems = productionProblems(settings);
  if (serve && problems.length) throw new StartRefused(problems.map(refusal));
  for (const p of problems) console.warn(warning(p));
}

export function prepareBuild(settings: Settings, { serve, build }: { serve: boolean; build: boolean }) {
  if (serve) {
    if (!buildExists(path.resolve(settings.BUILD_DIR))) {
      throw new StartRefused([
        `Refusing to start: BUILD_DIR ${settings.BUILD_DIR} has no build (server/index.js); run npm run build first`,
      ]);
    }
    return;
  }
  if (build) ensureFreshBuild();
}

/** Migrates (MIGRATE_ON_START, default true), or checks that a release step did. */
export async function prepareSchema(db: Db, settings: Settings) {
  const plan = planMigrations(await migrationStatus(db), settings.MIGRATE_ON_START);
  if (plan.action === "refuse") throw new StartRefused([`Refusing to start: ${plan.message}`]);
  if (plan.action === "none") {
    if (plan.note) logger("db").info(plan.note);
    return;
  }
  const applied = await migrateToLatest(db);
  if (applied.length) logger("db").info(`applied migrations: ${applied.join(", ")}`);
}

/**
 * Idle keep-alive connections outlive the load balancer's (its idle timeout must be the shorter, or it
 * reuses a connection Node is closing: a sporadic 502). headersTimeout must exceed keepAliveTimeout.
 */
export function applyKeepAlive(server: Server, settings: Settings) {
  server.keepAliveTimeout = settings.KEEP_ALIVE_TIMEOUT_SECONDS * 1000;
  server.headersTimeout = server.keepAliveTimeout + 1000;
  // Node wants a whole request's time limit (300 s by default) at least as long as the headers'.
  server.requestTimeout = Math.max(server.requestTimeout, server.headersTimeout + 1000);
}
