import type { NextFunction, Request, Response } from "express";
import type { Db } from "../db/schema";
import { sendError } from "../http/json-error";
import { requestSignals } from "../leads/attribution";
import type { ReportSettings } from "../reports/report-settings";
import { submitReport } from "../reports/submit-report";

/**
 * POST /api/reports: {type: "roi_report" | "coi_report" | "benchmark_report", lead, inputs}
 * → 201 {id, delivery: "email" | "outbox"} once the lead and its outbox rows are committed (the
 * e-mail itself goes out from the outbox worker), or 400 {error: {message, fields}}.
 * Settings are read on first use, so the router can be built before they are known.
 */
export function reportsHandler(db: Db, getSettings: () => ReportSettings) {
  let cached: ReportSettings | undefined;

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      cached ??= getSettings();
      const signals = requestSignals((h) => req.get(h), [req.get("host")]);
      const result = await submitReport({ db, settings: cached, signals }, req.body);
      if (!result.ok) {
        sendError(res, 400, result.error);
        return;
      }
      res.status(201).json({ id: result.id, delivery: result.delivery });
    } catch (err) {
      next(err);
    }
  };
}
