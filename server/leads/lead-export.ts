import { sql } from "kysely";
import { LEAD_TYPE_LABELS, type LeadFilter } from "~/features/admin/leads/lead-filter";
import type { LeadsCsv } from "~/features/admin/leads/leads-api";
import { yieldToVisitors } from "../analytics/rollup";
import { type AuditActor, audit } from "../auth/audit";
import { payloadsShown } from "../chat/lead-transcript";
import type { Db } from "../db/schema";
import { csvCell, toCsv } from "./csv";
import { COLUMNS, filtered, isSqlite, listLeads } from "./lead-list";
import { indexedSearch, matchingRowidsBelow } from "./lead-search";
import { ATTRIBUTION_KEYS } from "./lead-snapshot";

/**
 * Every lead of a filter (all pages), newest first, with its payload, for the CSV export: in pages of
 * `batch` by keyset on (created_at, id), each one short query on that index, so an export of 100,000
 * leads never holds the thread for long.
 */
export async function* leadsForExportInBatches(db: Db, f: LeadFilter, batch = 500) {
  if (indexedSearch(f.q, isSqlite(db))) {
    yield* searchedForExport(db, f, batch);
    return;
  }
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    let q = filtered(db.selectFrom("leads").select([...COLUMNS, "payload", ...ATTRIBUTION_KEYS]), f, isSqlite(db));
    if (after) {
      const { created_at, id } = after;
      // A row-value comparison: both databases seek the (created_at, id) index with it (an OR they would scan).
      q = q.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(created_at, id)));
    }
    const rows = await q.orderBy("created_at", "desc").orderBy("id", "desc").limit(batch).execute();
    if (rows.length) yield rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1];
  }
}

/**
 * SQLite, a search: batches of the trigram index's matches, newest stored first (rowid order, the
 * order leads arrived in), each with the other filters applied. Sorting every match by created_at
 * would read them all on every batch (tens of milliseconds on the thread serving visitors).
 */
async function* searchedForExport(db: Db, f: LeadFilter, batch: number) {
  let below: number | undefined;
  for (;;) {
    const rowids = await matchingRowidsBelow(db, f.q, below, batch);
    if (rowids.length === 0) return;
    below = rowids[rowids.length - 1];
    const columns = [...COLUMNS, "payload", ...ATTRIBUTION_KEYS] as const;
    const rows = await filtered(db.selectFrom("leads").select(columns), { ...f, q: "" }, true)
      .where(sql.ref("leads.rowid"), "in", rowids)
      .orderBy(sql`leads.rowid`, "desc")
      .execute();
    if (rows.length) yield rows;
    if (rowids.length < batch) return;
  }
}

const HEADER = [
  "Received (UTC)",
  "Type",
  "Status",
  "Name",
  "Email",
  "Company",
  "Phone",
  "Value (USD)",
  "Details",
  "Lead ID",
  // Where the lead came from, after the older columns so existing imports keep their positions.
  "Landing page",
  "Referred by",
  "UTM source",
  "UTM medium",
  "UTM campaign",
  "UTM term",
  "UTM content",
  "Sent from",
];

/**
 * The CSV of every lead matching the filter (all pages), newest first, streamed in batches with a
 * yield between them: visitors' requests run while a large export is written. The export is audited.
 */
export async function exportLeads(db: Db, actor: AuditActor, filter: LeadFilter): Promise<LeadsCsv> {
  // Counted as the Leads tab counts (never to the end of a broad filter, see listLeads): the audit
  // says how many rows, or that there were more than the list reads.
  const { total, capped } = await listLeads(db, filter, 1);
  const rows = !capped ? total : capped.reason === "more" ? `more than ${capped.cap}` : "not counted (a broad search)";
  await audit(db, actor, "lead.export", null, { filter: { ...filter, page: undefined }, rows });
  const encoder = new TextEncoder();
  const batches = leadsForExportInBatches(db, filter);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(toCsv([HEADER])));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      // A chat lead's Details carry its transcript, read from its conversation (one query a batch).
      const payloads = await payloadsShown(db, next.value);
      const lines = next.value.map((r, i) =>
        [
          r.created_at,
          LEAD_TYPE_LABELS[r.type] ?? r.type,
          r.status,
          r.name,
          r.email,
          r.company,
          r.phone,
          r.value === null ? "" : Number(r.value),
          payloads[i],
          r.id,
          ...ATTRIBUTION_KEYS.map((k) => r[k] ?? ""),
        ]
          .map(csvCell)
          .join(","),
      );
      controller.enqueue(encoder.encode(`${lines.join("\r\n")}\r\n`));
      await yieldToVisitors();
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return { filename: `leads-${new Date().toISOString().slice(0, 10)}.csv`, body };
}
