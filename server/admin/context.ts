import type { Request, Response } from "express";
import type { SeoApi } from "~/features/admin/seo/seo-types";
import type { AdminContext } from "~/features/admin/shared/admin-slices";
import type { AdminAuth } from "~/features/admin/shared/admin-types";
import { invalidFields } from "~/lib/result";
import { audit } from "../auth/audit";
import { clearedSessionCookie, sessionCookie } from "../auth/cookie";
import { login } from "../auth/login";
import { createSession, deleteSession, type SessionLifetimes } from "../auth/sessions";
import { createFirstAdmin, setupTokenUsable } from "../auth/setup";
import { NewUserSchema } from "../auth/users";
import type { DbKind } from "../db/connect";
import type { Db } from "../db/schema";
import { adminSlices } from "./api";
import type { AdminLocals } from "./gate";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

export interface AdminDeps {
  db: Db;
  kind: DbKind;
  life: SessionLifetimes;
  /** Where backup files are kept (BACKUP_DIR). */
  backupDir: string;
  /** Sign-ins that may wait for a password check in this process (SIGNIN_QUEUE_MAX). */
  signInQueueMax: number;
  /** How many manual backups are kept (BACKUP_KEEP, as for scheduled ones). */
  backupKeep: number;
  /** Bytes of manual backups kept at most (BACKUP_MAX_TOTAL_MB). */
  backupMaxBytes?: number;
  /** The SEO audit, rendering with this app's build (server/seo/site-audit.ts). */
  seo: SeoApi;
  /** SITE_URL and the app's clock, for the e-mail sequences' slice. */
  siteUrl?: string;
  now?: () => Date;
}

/**
 * The admin part of the load context for one request: the session the gate read (sign-in, sign-out,
 * setup) and every feature's slice, acting as that session's user (./api.ts).
 */
export function adminContext(
  { db, kind, life, backupDir, backupKeep, backupMaxBytes, signInQueueMax, seo, siteUrl, now }: AdminDeps,
  req: Request,
  res: Response,
): AdminContext {
  const locals = (res.locals.admin ?? {}) as AdminLocals;
  const ip = req.ip ?? "unknown";
  const user = locals.user ?? null;
  const actor = user && { ...user, sessionId: locals.sessionId, ip };
  const backups = { dir: backupDir, keep: backupKeep, maxBytes: backupMaxBytes };
  const slices = adminSlices({ db, kind, backups, seo, siteUrl, now }, actor ?? undefined, req);
  const auth: AdminAuth = {
    user,
    secureContext: req.secure || LOCAL_HOSTS.has(req.hostname),
    async login({ email, password }) {
      const result = await login(
        db,
        life,
        { email, password, ip, userAgent: req.get("user-agent") },
        { queueMax: signInQueueMax },
      );
      if (!result.ok) return result;
      // A new session id at every sign-in; the session this browser had before ends.
      if (locals.token) await deleteSession(db, locals.token);
      return { ok: true, setCookie: sessionCookie(result.token, result.maxAgeSeconds) };
    },
    async logout() {
      if (locals.token) {
        await deleteSession(db, locals.token);
        if (user) await audit(db, { id: user.id, email: user.email, ip }, "auth.logout");
      }
      return clearedSessionCookie();
    },
    setupUsable: (token) => setupTokenUsable(db, token),
    async setupFirstAdmin(token, input) {
      const parsed = await NewUserSchema.omit({ role: true }).safeParseAsync(input);
      if (!parsed.success) {
        return invalidFields(parsed.error);
      }
      const id = await createFirstAdmin(db, token, parsed.data, ip);
      if (!id) return { ok: false, message: "This setup link has expired or was already used." };
      const session = await createSession(db, id, life, { ip, userAgent: req.get("user-agent") });
      await audit(db, { id, email: parsed.data.email, ip }, "auth.login");
      return { ok: true, setCookie: sessionCookie(session.token, session.maxAgeSeconds) };
    },
  };
  return Object.assign(slices, auth);
}
