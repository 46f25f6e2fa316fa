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
  const { api } = adminOf(context);
  const [posts, settings] = await Promise.all([api.posts(), api.blogSettings()]);
  return { posts, defaultAuthor: settings.defaultAuthor };
}

// One action for the tab: save (create or edit), status (the row's dropdown) and delete.
export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "blog");
  const { api } = adminOf(context);
  const form = await request.formData();
  const id = formText(form, "id");
  return runIntent(form, {
    status: () => api.setPostStatus(id, formText(form, "status")),
    delete: [() => api.deletePost(id), 404],
    save: () => api.savePost(id || null, formTexts(form, POST_FIELDS)),
  });
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  return <BlogPostsTab posts={loaderData.posts} defaultAuthor={loaderData.defaultAuthor} />;
}
