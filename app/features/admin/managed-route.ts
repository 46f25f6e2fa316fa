import { type AppLoadContext, data } from "react-router";
import { requireUser } from "./guard";
import { FIELDS, type ManagedKind } from "./managed-schemas";
import type { ManagedAdminApi } from "./managed-types";
import type { SectionKey } from "./sections";

// Loader and action shared by the Portfolio, Testimonials and Team routes: the role check, then one
// intent per form (save, status, move, delete). The server re-validates every field.

const SECTION: Record<ManagedKind, SectionKey> = { projects: "portfolio", testimonials: "testimonials", team: "team" };

function managedAdminOf(context: AppLoadContext): ManagedAdminApi {
  if (!context.managedAdmin) throw new Response("The admin area is not available right now.", { status: 503 });
  return context.managedAdmin;
}

export async function managedLoader<K extends ManagedKind>(kind: K, context: AppLoadContext, request: Request) {
  requireUser(context, request, SECTION[kind]);
  return { items: await managedAdminOf(context).list(kind) };
}

export async function managedAction(kind: ManagedKind, context: AppLoadContext, request: Request) {
  requireUser(context, request, SECTION[kind]);
  const api = managedAdminOf(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const answer = (result: Awaited<ReturnType<ManagedAdminApi["save"]>>, failure = 400) =>
    data({ ...result, intent }, { status: result.ok ? 200 : failure });
  if (intent === "save") {
    const values = Object.fromEntries(FIELDS[kind].map((k) => [k, String(form.get(k) ?? "")]));
    return answer(await api.save(kind, id || null, values));
  }
  if (intent === "status") return answer(await api.setStatus(kind, id, String(form.get("status") ?? "")));
  if (intent === "move") return answer(await api.move(kind, id, String(form.get("direction") ?? "")));
  if (intent === "delete") return answer(await api.remove(kind, id), 404);
  return data({ ok: false as const, message: "Unknown action.", intent }, { status: 400 });
}
