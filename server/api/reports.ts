import type { NextFunction, Request, Response } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { createReportDelivery, type ReportDelivery } from "../reports/deliver-report";
import type { ReportSettings } from "../reports/report-settings";
import { submitReport } from "../reports/submit-report";

/**
 * POST /api/reports: {type: "roi_report" | "coi_report" | "benchmark_report", lead, inputs}
 * → 201 {id, delivery: "email" | "outbox"}, or 400 {error: {message, fields}}.
 * Settings are read on first use, so the router can be built before they are known.
 */
export function reportsHandler(db: Kysely<Database>, getSettings: () => ReportSettings) {
  let cached: { settings: ReportSettings; delivery: ReportDelivery } | undefined;
  const deps = () => {
    if (!cached) {
      const settings = getSettings();
      cached = { settings, delivery: createReportDelivery(settings) };
    }
    return cached;
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const { settings, delivery } = deps();
      const result = await submitReport({ db, delivery, settings }, req.body);
      if (!result.ok) {
        res.status(400).json({ error: result.error });
        return;
      }
      res.status(201).json({ id: result.id, delivery: result.delivery });
    } catch (err) {
      next(err);
    }
  };
}
