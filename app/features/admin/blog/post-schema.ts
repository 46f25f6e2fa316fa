import { z } from "zod";
import { POST_STATUSES, type PostStatus } from "~/lib/statuses";

// The Add / Edit Post form (title, author and content required), validated by the form and again by the server.

/** The seven categories a post can have, in the order the form's select lists them. */
export const POST_CATEGORIES = [
  "AI Insights",
  "Technical",
  "Business",
  "Case Studies",
  "Industry Trends",
  "How-To Guides",
  "Expert Insights",
] as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Why RAG Beats Fine-Tuning (in 2026)!" → "why-rag-beats-fine-tuning-in-2026". */
export function slugify(title: string, max = 80): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, max).replace(/-+$/, "");
}

/** "ai, RAG ,, llm" → ["ai", "RAG", "llm"]: trimmed, no empties, no repeats (case-insensitive). */
export function parseTagList(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(",")) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

// A site path (/images/...) or an https URL: never javascript:, data: or a protocol-relative host.
const imagePath = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === "" || /^\/(?!\/)[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v), {
    message: "Use a site path such as /images/blog/cover.png or an https:// address.",
  });

export const PostFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(3, "Enter a title of at least 3 characters.")
      .max(160, "Keep the title under 160 characters."),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(80, "Keep the slug under 80 characters.")
      .refine((v) => v === "" || SLUG_PATTERN.test(v), "Use lowercase letters, digits and single hyphens."),
    author: z.string().trim().min(2, "Enter the author's name.").max(80),
    content: z
      .string()
      .trim()
      .min(1, "Content is required: write the post's text.")
      .max(100_000, "Keep the content under 100,000 characters."),
    excerpt: z.string().trim().max(400, "Keep the excerpt under 400 characters."),
    category: z.enum(POST_CATEGORIES, { message: "Choose a category." }),
    tags: z
      .string()
      .max(500)
      .transform(parseTagList)
      .refine((t) => t.length <= 12, "Use at most 12 tags."),
    featured: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
    status: z.enum(POST_STATUSES, { message: "Choose draft or published." }),
    image: imagePath,
    imageAlt: z.string().trim().max(200, "Keep the alt text under 200 characters."),
    // Optional search-result texts; the SEO Tools tab warns outside the recommended lengths (seo-lengths.ts).
    seoTitle: z.string().trim().max(160, "Keep the SEO title under 160 characters.").default(""),
    seoDescription: z.string().trim().max(400, "Keep the SEO description under 400 characters.").default(""),
  })
  .refine((p) => p.image === "" || p.imageAlt !== "", {
    path: ["imageAlt"],
    message: "Describe the image for people who cannot see it.",
  });

export type PostFormInput = z.input<typeof PostFormSchema>;
export type PostForm = z.output<typeof PostFormSchema>;

/** The form's field names, in order: the route reads exactly these from the submitted form. */
export const POST_FIELDS = [
  "title",
  "slug",
  "author",
  "content",
  "excerpt",
  "category",
  "tags",
  "featured",
  "status",
  "image",
  "imageAlt",
  "seoTitle",
  "seoDescription",
] as const;

/** The statuses as the admin shows them (the form and the posts table). */
export const POST_STATUS_OPTIONS = [
  { id: "draft", label: "Draft" },
  { id: "published", label: "Published" },
] as const satisfies readonly { id: PostStatus; label: string }[];
