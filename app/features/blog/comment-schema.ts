import { z } from "zod";

/** The article page's comment form, checked again by the server. */
export const CommentSchema = z.object({
  name: z.string().trim().min(2, "Enter your name.").max(80, "Keep your name under 80 characters."),
  email: z.string().trim().toLowerCase().max(254).email("Enter a valid e-mail address."),
  comment: z.string().trim().min(2, "Write a comment.").max(2000, "Keep the comment under 2,000 characters."),
});

export type CommentInput = z.input<typeof CommentSchema>;

export type { PublicComment } from "~/lib/blog-types";
