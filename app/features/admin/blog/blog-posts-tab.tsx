import { FileText, Plus } from "lucide-react";
import { useSearchParams } from "react-router";
import type { AdminPost } from "~/features/admin/blog/blog-api";
import { PostFormModal } from "~/features/admin/blog/post-form";
import { POST_STATUS_OPTIONS } from "~/features/admin/blog/post-schema";
import { AdminTable, RowActions } from "~/features/admin/shared/admin-table";
import { ConfirmDelete } from "~/features/admin/shared/confirm-dialog";
import { EmptyState } from "~/features/admin/shared/empty-state";
import { RowStatusSelect } from "~/features/admin/shared/row-status-select";
import { TabPage } from "~/features/admin/shared/tab-page";
import { useEditor } from "~/features/admin/shared/use-editor";

const COLUMNS = [
  "Title",
  "Category",
  "Author",
  "Published",
  "Views",
  "Likes",
  "Comments",
  "Shares",
  "Status",
  "Actions",
] as const;

/** Blog Posts tab: every post with its status (changed in place), edit and delete; Add New Post. */
export function BlogPostsTab({ posts, defaultAuthor }: { posts: AdminPost[]; defaultAuthor: string }) {
  // /admin/blog?edit=<id> opens that post's form (the SEO Tools tab links here).
  const [params] = useSearchParams();
  const { editing, setEditing, deleting, setDeleting, close, closeDelete, saved } = useEditor<AdminPost>(
    () => posts.find((p) => p.id === params.get("edit")) ?? null,
  );
  return (
    <TabPage
      title="Blog Posts"
      actions={
        <button type="button" className="btn-primary" onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" className="size-4" /> Add New Post
        </button>
      }
    >
      {posts.length === 0 ? (
        <EmptyState icon={FileText} title="No posts yet.">
          Add the first one: it stays a draft until you publish it.
        </EmptyState>
      ) : (
        <AdminTable caption="All blog posts, newest first" columns={COLUMNS}>
          {posts.map((p) => (
            <PostRow key={p.id} post={p} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} />
          ))}
        </AdminTable>
      )}
      {editing && (
        <PostFormModal
          key={editing === "new" ? "new" : editing.id}
          post={editing === "new" ? null : editing}
          defaultAuthor={defaultAuthor}
          onClose={close}
          onSaved={saved}
        />
      )}
      {deleting && <ConfirmDelete id={deleting.id} name={deleting.title} noun="post" onClose={closeDelete} />}
    </TabPage>
  );
}

function PostRow({ post, onEdit, onDelete }: { post: AdminPost; onEdit: () => void; onDelete: () => void }) {
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="p-3">
        <span className="font-semibold text-slate-900">{post.title}</span>
        <span className="block text-xs text-slate-600">
          {post.status === "published" ? (
            <a href={`/blog/${post.slug}`} className="underline">
              /blog/{post.slug}
            </a>
          ) : (
            `/blog/${post.slug}`
          )}{" "}
          · {post.readTimeMinutes} min read{post.featured ? " · Featured" : ""}
        </span>
      </td>
      <td className="p-3">{post.category}</td>
      <td className="p-3">{post.author}</td>
      <td className="p-3">{post.publishDate ?? "—"}</td>
      <td className="p-3">{post.views.toLocaleString("en-IN")}</td>
      <td className="p-3">{post.likes.toLocaleString("en-IN")}</td>
      <td className="p-3">{post.comments.toLocaleString("en-IN")}</td>
      <td className="p-3">{post.shares.toLocaleString("en-IN")}</td>
      <td className="p-3">
        <RowStatusSelect id={post.id} name={post.title} value={post.status} statuses={POST_STATUS_OPTIONS} />
      </td>
      <td className="p-3">
        <RowActions name={post.title} onEdit={onEdit} onDelete={onDelete} />
      </td>
    </tr>
  );
}
