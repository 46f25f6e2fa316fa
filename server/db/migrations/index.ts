import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Database } from "../schema";
import * as m001 from "./001_leads";
import * as m002 from "./002_rate_limits";
import * as m003 from "./003_signup_once";
import * as m004 from "./004_posts";
import * as m005 from "./005_outbox";
import * as m006 from "./006_notifications";
import * as m007 from "./007_chat";
import * as m008 from "./008_admin";
import * as m009 from "./009_blog_cms";
import * as m010 from "./010_media";
import * as m011 from "./011_analytics";
import * as m012 from "./012_managed_content";
import * as m013 from "./013_campaigns";
import * as m014 from "./014_post_seo";
import * as m017 from "./017_chat_sources";
import * as m018 from "./018_rollups_retention";
import * as m019 from "./019_backups";
import * as m020 from "./020_lead_search";
import * as m021 from "./021_lead_pipeline";
import * as m022 from "./022_lead_attribution";
import * as m023 from "./023_comment_likes";
import * as m024a from "./024_a_chat_transcript_out_of_leads";
import * as m025k from "./025_k_booking";
import * as m026k3 from "./026_k3_calls";
import * as m027c from "./027_c_lead_score";
import * as m027d from "./027_d_sequences";
import * as m027f from "./027_f_funnel";
import * as m027g from "./027_g_live_chat";
import * as m028d from "./028_d_sequence_links";
import * as m029f2 from "./029_f2_lead_source_days";
import * as m030 from "./030_lead_source_dim_days";
import * as m031 from "./031_analytics_day_landing_dims";

// One file per migration, named by the key databases and backups record (`kysely_migration`); a
// released file is frozen: a change to the schema is a new file. The list is static (not read from
// the folder) so the same migrations run under tsx, in tests and in any bundle.
export const migrations: Record<string, Migration> = {
  "001_leads": m001,
  "002_rate_limits": m002,
  "003_signup_once": m003,
  "004_posts": m004,
  "005_outbox": m005,
  "006_notifications": m006,
  "007_chat": m007,
  "008_admin": m008,
  "009_blog_cms": m009,
  "010_media": m010,
  "011_analytics": m011,
  "012_managed_content": m012,
  "013_campaigns": m013,
  "014_post_seo": m014,
  "017_chat_sources": m017,
  "018_rollups_retention": m018,
  "019_backups": m019,
  "020_lead_search": m020,
  "021_lead_pipeline": m021,
  "022_lead_attribution": m022,
  "023_comment_likes": m023,
  "024_a_chat_transcript_out_of_leads": m024a,
  "025_k_booking": m025k,
  "026_k3_calls": m026k3,
  "027_c_lead_score": m027c,
  "027_d_sequences": m027d,
  "027_f_funnel": m027f,
  "027_g_live_chat": m027g,
  "028_d_sequence_links": m028d,
  "029_f2_lead_source_days": m029f2,
  "030_lead_source_dim_days": m030,
  "031_analytics_day_landing_dims": m031,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>) {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
  return results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
}
