import { BlogPostsTab } from "~/features/admin/blog/blog-posts-tab";
import { POST_FIELDS } from "~/features/admin/blog/post-schema";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { formText, formTexts } from "~/lib/form-data";
import { runIntent } from "~/lib/intent-action";
import type { Route } from "./+types/admin-blog";

export const meta: Route.MetaFunction = () => adminMeta("Blog Posts");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "blog");
  const { blog, settings } = adminOf(context);
  const [posts, saved] = await Promise.all([blog.list(), settings.blog()]);
  return { posts, defaultAuthor: saved.defaultAuthor };
}

// One action for the tab: save (create or edit), status (the row's dropdown) and delete.
export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "blog");
  const { blog } = adminOf(context);
  const form = await request.formData();
  const id = formText(form, "id");
  return runIntent(form, {
    status: () => blog.setStatus(id, formText(form, "status")),
    delete: () => blog.remove(id),
    save: () => blog.save(id || null, formTexts(form, POST_FIELDS)),
  });
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  return <BlogPostsTab posts={loaderData.posts} defaultAuthor={loaderData.defaultAuthor} />;
}
