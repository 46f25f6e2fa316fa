import type { Generated } from "kysely";

// Columns are portable between SQLite and PostgreSQL: ids are UUID text, times are ISO-8601 text
// (they sort correctly as strings), JSON payloads are text.

export interface LeadsTable {
  id: string;
  type: string;
  name: string | null;
  email: string | null;
  company: string | null;
  phone: string | null;
  payload: string;
  status: Generated<string>;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface Database {
  leads: LeadsTable;
  rate_limits: RateLimitsTable;
}
