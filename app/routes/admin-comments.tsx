import { data } from "react-router";
import { CommentsTab } from "~/features/admin/comments/comments-tab";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { formText } from "~/lib/form-data";
import { statusOf } from "~/lib/result";
import type { Route } from "./+types/admin-comments";

export const meta: Route.MetaFunction = () => adminMeta("Comments");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "comments");
  return { comments: await adminOf(context).comments.list() };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "comments");
  const form = await request.formData();
  const result = await adminOf(context).comments.setStatus(formText(form, "id"), formText(form, "status"));
  return data(result, { status: statusOf(result) });
}

export default function AdminComments({ loaderData }: Route.ComponentProps) {
  return <CommentsTab comments={loaderData.comments} />;
}
