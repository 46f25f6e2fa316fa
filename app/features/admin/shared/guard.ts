import { type AppLoadContext, data, redirect } from "react-router";
import type { AdminContext } from "~/features/admin/shared/admin-slices";
import type { AdminUser } from "~/features/admin/shared/admin-types";
import { canUse, type SectionKey, sectionByKey } from "~/features/admin/shared/sections";
import { contextPart } from "~/lib/context-part";

export const ADMIN_UNAVAILABLE = "The admin area is not available right now.";

/**
 * The session and every feature's slice (`adminOf(context).blog`); missing only when no server runs
 * (build-time prerendering).
 */
export const adminOf = (context: AppLoadContext): AdminContext => contextPart(context, "admin", ADMIN_UNAVAILABLE);

/** Where to go after sign-in: only an admin path of this site, never another origin. */
export function safeNext(value: FormDataEntryValue | string | null | undefined) {
  const v = typeof value === "string" ? value : "";
  return /^\/admin(\/[A-Za-z0-9/_-]*)?$/.test(v) && !v.startsWith("/admin/login") ? v : "/admin";
}

/**
 * The signed-in user, or a redirect to the gate; 403 when the section needs another role. The server's
 * gate already checked both; this keeps every loader and action safe on its own.
 */
export function requireUser(context: AppLoadContext, request: Request, section?: SectionKey): AdminUser {
  const { user } = adminOf(context);
  if (!user) {
    const path = new URL(request.url).pathname.replace(/\.data$/, "");
    throw redirect(`/admin/login?next=${encodeURIComponent(path)}`);
  }
  if (section && !canUse(user.role, sectionByKey(section))) {
    throw data("Your role cannot use this part of the admin area.", { status: 403 });
  }
  return user;
}
