import { LEAD_TYPE_LABELS, type LeadFilter } from "~/features/admin/leads/lead-filter";
import { yieldToVisitors } from "../analytics/rollup";
import { type AuditActor, audit } from "../auth/audit";
import { payloadsShown } from "../chat/lead-transcript";
import type { Db } from "../db/schema";
import { ATTRIBUTION_KEYS } from "../leads/lead-snapshot";
import { csvCell, toCsv } from "./csv";
import { leadsForExportInBatches, listLeads } from "./leads";

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
export async function exportLeads(db: Db, actor: AuditActor, filter: LeadFilter) {
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
