import { data } from "react-router";
import { adminMeta } from "~/features/admin/admin-meta";
import { adminOf, requireUser } from "~/features/admin/guard";
import { MediaTab } from "~/features/admin/media-tab";
import type { Route } from "./+types/admin-media";

export const meta: Route.MetaFunction = () => adminMeta("Media");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "media");
  return { media: await adminOf(context).api.media() };
}

// Uploads go to /admin/media/upload (server/media/media-router.ts); this action deletes.
export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "media");
  const form = await request.formData();
  if (form.get("intent") !== "delete") return data({ ok: false as const, message: "Unknown action." }, { status: 400 });
  const result = await adminOf(context).api.deleteMedia(String(form.get("id") ?? ""));
  return data(result, { status: result.ok ? 200 : 409 });
}

export default function AdminMedia({ loaderData }: Route.ComponentProps) {
  return <MediaTab media={loaderData.media} />;
}
