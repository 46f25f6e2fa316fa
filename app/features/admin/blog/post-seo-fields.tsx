import { TextArea, TextField } from "~/components/ui/field";
import type { AdminPost } from "~/features/admin/blog/blog-api";
import type { FieldErrors } from "~/lib/result";
import { SEO_LENGTHS } from "~/lib/seo-lengths";

// The post form's search-result block (issue 14, SEO Tools): kept apart from the rest of the form.
// "Headline", not "title": the form's tests and users find the post's Title field by that word.

export const POST_SEO_LABELS: Record<string, string> = {
  seoTitle: "SEO headline",
  seoDescription: "SEO description",
};

const { title, description } = SEO_LENGTHS;

export function PostSeoFields({ post, errors }: { post: AdminPost | null; errors: FieldErrors }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Search results</legend>
      <TextField
        id="post-seoTitle"
        name="seoTitle"
        label={POST_SEO_LABELS.seoTitle}
        defaultValue={post?.seoTitle ?? ""}
        hint={`The page title in search results and link previews; leave empty to use the title. ${title.min}–${title.max} characters with the “ | brand” ending the site adds.`}
        error={errors.seoTitle}
      />
      <TextArea
        id="post-seoDescription"
        name="seoDescription"
        label={POST_SEO_LABELS.seoDescription}
        rows={2}
        defaultValue={post?.seoDescription ?? ""}
        hint={`The meta description; leave empty to use the excerpt. ${description.min}–${description.max} characters.`}
        error={errors.seoDescription}
      />
    </fieldset>
  );
}
