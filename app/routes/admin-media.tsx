import { MediaTab } from "~/features/admin/media/media-tab";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { formText } from "~/lib/form-data";
import { runIntent } from "~/lib/intent-action";
import type { Route } from "./+types/admin-media";

export const meta: Route.MetaFunction = () => adminMeta("Media");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "media");
  return { media: await adminOf(context).media.list() };
}

// Uploads go to /admin/media/upload (server/media/media-router.ts); this action deletes.
export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "media");
  const form = await request.formData();
  const { media } = adminOf(context);
  return runIntent(form, { delete: () => media.remove(formText(form, "id")) });
}

export default function AdminMedia({ loaderData }: Route.ComponentProps) {
  return <MediaTab media={loaderData.media} />;
}
