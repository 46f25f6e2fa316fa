import type { Db } from "../db/schema";

/** What storeLead must know, when it writes a lead, about the side effects this site has. */
export interface LeadPipeline {
  /** LEADS_WEBHOOK_URL is set: every lead gets a webhook row. */
  webhook: boolean;
  /** SQLite: leads arriving together share one commit (server/leads/group-commit.ts). */
  groupCommit?: boolean;
}

// storeLead(db, lead) keeps its two-argument signature (every feature that creates a lead calls it),
// so the app registers its pipeline against its database handle at start. A WeakMap rather than one
// global: tests run several apps with different settings in one process.
const pipelines = new WeakMap<Db, LeadPipeline>();

export function setLeadPipeline(db: Db, pipeline: LeadPipeline) {
  pipelines.set(db, pipeline);
}

export function leadPipeline(db: Db): LeadPipeline {
  return pipelines.get(db) ?? { webhook: false };
}
