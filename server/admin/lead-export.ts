import type { Kysely } from "kysely";
import { LEAD_TYPE_LABELS, type LeadFilter, type LeadType } from "~/features/admin/lead-filter";
import { type AuditActor, audit } from "../auth/audit";
import type { Database } from "../db/schema";
import { toCsv } from "./csv";
import { leadsForExport } from "./leads";

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
];

/** The CSV of every lead matching the filter (all pages), newest first. The export is audited. */
export async function exportLeads(db: Kysely<Database>, actor: AuditActor, filter: LeadFilter) {
  const rows = await leadsForExport(db, filter);
  await audit(db, actor, "lead.export", null, { filter: { ...filter, page: undefined }, rows: rows.length });
  const csv = toCsv([
    HEADER,
    ...rows.map((r) => [
      r.created_at,
      LEAD_TYPE_LABELS[r.type as LeadType] ?? r.type,
      r.status,
      r.name,
      r.email,
      r.company,
      r.phone,
      r.value === null ? "" : Number(r.value),
      r.payload,
      r.id,
    ]),
  ]);
  return { filename: `leads-${new Date().toISOString().slice(0, 10)}.csv`, csv };
}
