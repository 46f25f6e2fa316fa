import type { Request, Response } from "express";
import type { AdminLocals } from "../admin/gate";
import type { Db } from "../db/schema";
import { managedAdminApi } from "./admin-content";
import { managedReader } from "./public-content";

/** The managed-content part of the load context: the public reader and the admin tabs' API. */
export function managedContext(db: Db, req: Request, res: Response) {
  const user = ((res.locals.admin ?? {}) as AdminLocals).user;
  return {
    managed: managedReader(db),
    managedAdmin: managedAdminApi(db, { id: user?.id ?? null, email: user?.email ?? "anonymous", ip: req.ip }),
  };
}
