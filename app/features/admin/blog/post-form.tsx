import { useState } from "react";
import { TextArea, TextField } from "~/components/ui/field";
import { Modal } from "~/components/ui/modal";
import type { AdminPost } from "~/features/admin/blog/blog-api";
import {
  POST_CATEGORIES,
  POST_FIELDS,
  POST_STATUS_OPTIONS,
  PostFormSchema,
  slugify,
} from "~/features/admin/blog/post-schema";
import { POST_SEO_LABELS, PostSeoFields } from "~/features/admin/blog/post-seo-fields";
import { MediaPicker } from "~/features/admin/media/media-picker";
import { ErrorSummary } from "~/features/admin/shared/error-summary";
import { Select } from "~/features/admin/shared/select";
import { useCheckedForm } from "~/features/admin/shared/use-checked-form";
import type { Result as Outcome } from "~/lib/result";

type Result = Outcome & { intent?: string };

/**
 * Add / Edit Post in a modal. The shared schema checks the form before it is sent (naming each missing
 * field, Content included); the server checks it again. A save closes the modal; the list reloads.
 */
export function PostFormModal({
  post,
  defaultAuthor,
  onClose,
  onSaved,
}: {
  /** null: a new post. */
  post: AdminPost | null;
  defaultAuthor: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { fetcher, formRef, errors, check } = useCheckedForm<Result>({
    schema: PostFormSchema,
    fields: POST_FIELDS,
    onSaved,
    savedMessage: "Post saved.",
  });
  const [title, setTitle] = useState(post?.title ?? "");

  const id = (name: string) => `post-${name}`;
  return (
    <Modal open onClose={onClose} title={post ? "Edit Post" : "Add New Post"} size="max-w-3xl">
      <fetcher.Form method="post" noValidate onSubmit={check} ref={formRef} className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        {post && <input type="hidden" name="id" value={post.id} />}
        <ErrorSummary fields={POST_FIELDS} errors={errors} label={fieldLabel} />
        <TextField
          id={id("title")}
          name="title"
          label="Title"
          required
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
        />
        <TextField
          id={id("slug")}
          name="slug"
          label="Slug"
          defaultValue={post?.slug ?? ""}
          placeholder={slugify(title) || "made-from-the-title"}
          hint="The address: /blog/<slug>. Leave empty to make it from the title."
          error={errors.slug}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={id("author")}
            name="author"
            label="Author"
            required
            defaultValue={post?.author ?? defaultAuthor}
            error={errors.author}
          />
          <Select
            id={id("category")}
            name="category"
            label="Category"
            required
            placeholder="Choose a category"
            options={POST_CATEGORIES}
            defaultValue={post?.category ?? ""}
            error={errors.category}
          />
        </div>
        <TextArea
          id={id("content")}
          name="content"
          label="Content"
          required
          rows={12}
          defaultValue={post?.content ?? ""}
          hint="Markdown: ## for a heading, - for a list item, [text](address) for a link, ![alt](image) for an image."
          error={errors.content}
        />
        <TextArea
          id={id("excerpt")}
          name="excerpt"
          label="Excerpt"
          rows={2}
          defaultValue={post?.excerpt ?? ""}
          error={errors.excerpt}
        />
        <TextField
          id={id("tags")}
          name="tags"
          label="Tags"
          defaultValue={post?.tags.join(", ") ?? ""}
          hint="Separated by commas."
          error={errors.tags}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <MediaPicker name="image" label="Image" defaultValue={post?.image ?? ""} />
            {errors.image && <p className="mt-1 text-sm font-medium text-red-800">{errors.image}</p>}
          </div>
          <TextField
            id={id("imageAlt")}
            name="imageAlt"
            label="Image alt text"
            defaultValue={post?.imageAlt ?? ""}
            error={errors.imageAlt}
          />
        </div>
        <PostSeoFields post={post} errors={errors} />
        <div className="flex flex-wrap items-end gap-6">
          <Select
            id={id("status")}
            name="status"
            label="Status"
            options={POST_STATUS_OPTIONS}
            defaultValue={post?.status ?? "draft"}
          />
          <label className="flex items-center gap-2 pb-2 text-sm font-medium text-slate-800">
            <input type="checkbox" name="featured" defaultChecked={post?.featured ?? false} className="size-4" />
            Featured
          </label>
        </div>
        <div className="flex justify-end gap-3 pt-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={fetcher.state !== "idle"}>
            {post ? "Save Changes" : "Create Post"}
          </button>
        </div>
      </fetcher.Form>
    </Modal>
  );
}

function fieldLabel(name: string) {
  return (
    POST_SEO_LABELS[name] ?? (name === "imageAlt" ? "Image alt text" : name.charAt(0).toUpperCase() + name.slice(1))
  );
}
