import { data } from "react-router";
import { adminMeta } from "~/features/admin/admin-meta";
import { BlogPostsTab } from "~/features/admin/blog-posts-tab";
import { adminOf, requireUser } from "~/features/admin/guard";
import { POST_FIELDS } from "~/features/admin/post-schema";
import type { Route } from "./+types/admin-blog";

export const meta: Route.MetaFunction = () => adminMeta("Blog Posts");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "blog");
  const { api } = adminOf(context);
  const [posts, settings] = await Promise.all([api.posts(), api.blogSettings()]);
  return { posts, defaultAuthor: settings.defaultAuthor };
}

// One action for the tab: save (create or edit), status (the row's dropdown) and delete.
export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "blog");
  const { api } = adminOf(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  if (intent === "status") {
    const result = await api.setPostStatus(id, String(form.get("status") ?? ""));
    return data({ ...result, intent }, { status: result.ok ? 200 : 400 });
  }
  if (intent === "delete") {
    const result = await api.deletePost(id);
    return data({ ...result, intent }, { status: result.ok ? 200 : 404 });
  }
  if (intent === "save") {
    const values = Object.fromEntries(POST_FIELDS.map((k) => [k, String(form.get(k) ?? "")]));
    const result = await api.savePost(id || null, values);
    return data({ ...result, intent }, { status: result.ok ? 200 : 400 });
  }
  return data({ ok: false as const, message: "Unknown action.", intent }, { status: 400 });
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  return <BlogPostsTab posts={loaderData.posts} defaultAuthor={loaderData.defaultAuthor} />;
}
