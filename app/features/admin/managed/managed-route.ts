import type { AppLoadContext } from "react-router";
import { FIELDS, type ManagedKind } from "~/features/admin/managed/managed-schemas";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import type { SectionKey } from "~/features/admin/shared/sections";
import { formText, formTexts } from "~/lib/form-data";
import { runIntent } from "~/lib/intent-action";

// Loader and action shared by the Portfolio, Testimonials and Team routes: the role check, then one
// intent per form (save, status, move, delete). The server re-validates every field.

const SECTION: Record<ManagedKind, SectionKey> = { projects: "portfolio", testimonials: "testimonials", team: "team" };

export async function managedLoader<K extends ManagedKind>(kind: K, context: AppLoadContext, request: Request) {
  requireUser(context, request, SECTION[kind]);
  return { items: await adminOf(context).managed.list(kind) };
}

export async function managedAction(kind: ManagedKind, context: AppLoadContext, request: Request) {
  requireUser(context, request, SECTION[kind]);
  const { managed } = adminOf(context);
  const form = await request.formData();
  const id = formText(form, "id");
  return runIntent(form, {
    save: () => managed.save(kind, id || null, formTexts(form, FIELDS[kind])),
    status: () => managed.setStatus(kind, id, formText(form, "status")),
    move: () => managed.move(kind, id, formText(form, "direction")),
    delete: () => managed.remove(kind, id),
  });
}
