import { categories } from "~/content/portfolio";
import { parseTagList } from "~/features/admin/blog/post-schema";
import type { MemberStatus, ProjectStatus, TestimonialStatus } from "~/lib/statuses";
import { z } from "~/lib/zod";

// The Portfolio, Testimonials and Team forms, checked by the form and
// again by the server (server/managed/admin-content.ts).

export type ManagedKind = "projects" | "testimonials" | "team";

/** The Portfolio page's category buttons, less "All Projects". */
export const PROJECT_CATEGORIES = categories.filter(
  (c): c is Exclude<(typeof categories)[number], { id: "all" }> => c.id !== "all",
);

/** Card accents: only these classes exist in the built CSS (Tailwind sees them here and in app/content). */
export const PROJECT_COLORS = [
  { id: "from-blue-600 to-indigo-600", label: "Blue" },
  { id: "from-purple-600 to-pink-700", label: "Purple" },
  { id: "from-sky-700 to-blue-700", label: "Sky" },
  { id: "from-red-600 to-rose-700", label: "Red" },
  { id: "from-emerald-700 to-teal-700", label: "Green" },
  { id: "from-amber-700 to-orange-700", label: "Amber" },
] as const;

/** Where a testimonial can appear: the pages that show client quotes. */
export const TESTIMONIAL_PAGES = [
  { id: "/", label: "Home" },
  { id: "/services/consulting/data-audit", label: "Data Audit & Quality Assessment" },
  { id: "/resources/ai-strategy-roadmap", label: "AI Strategy & Roadmap" },
] as const;

/** Each kind's statuses; the first is what the public site shows (projects show both). */
export const STATUSES = {
  projects: [
    { id: "completed", label: "Completed" },
    { id: "in-progress", label: "In progress" },
  ],
  testimonials: [
    { id: "approved", label: "Approved" },
    { id: "pending", label: "Pending" },
  ],
  team: [
    { id: "active", label: "Active" },
    { id: "inactive", label: "Inactive" },
  ],
} as const satisfies {
  projects: readonly { id: ProjectStatus; label: string }[];
  testimonials: readonly { id: TestimonialStatus; label: string }[];
  team: readonly { id: MemberStatus; label: string }[];
};

const ids = <T extends readonly { id: string }[]>(list: T) => list.map((o) => o.id) as [T[number]["id"]];

/** A picture on this site: /images/… (shipped) or /media/… (uploaded), never another host or scheme. */
export const sitePath = z
  .string()
  .trim()
  .max(300, "Keep the image path under 300 characters.")
  .refine((v) => v === "" || (/^\/(images|media)\/[A-Za-z0-9._~%/-]+$/.test(v) && !v.includes("..")), {
    message: "Use a site path such as /images/portfolio/cover.svg or /media/photo.jpg.",
  });

const text = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, min <= 1 ? `${label} is required.` : `Enter ${label.toLowerCase()} of at least ${min} characters.`)
    .max(max, `Keep ${label.toLowerCase()} under ${max} characters.`);

const optional = (label: string, max: number) =>
  z.string().trim().max(max, `Keep ${label.toLowerCase()} under ${max} characters.`);

const list = (label: string, max: number) =>
  z
    .string()
    .max(1000)
    .transform(parseTagList)
    .refine((t) => t.length <= max, `Use at most ${max} ${label}.`);

/** "Orders placed online: 78%" per line → { label, value }; blank lines are skipped. */
export function parseResults(textValue: string): { label: string; value: string }[] {
  return textValue
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(":");
      return at < 0
        ? { label: line, value: "" }
        : { label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    });
}

export const formatResults = (results: readonly { label: string; value: string }[]) =>
  results.map((r) => `${r.label}: ${r.value}`).join("\n");

const wholeDollars = z
  .string()
  .trim()
  .refine((v) => v === "" || /^\d{1,10}$/.test(v.replace(/[$,\s]/g, "")), "Enter whole US dollars, e.g. 45000.")
  .transform((v) => (v === "" ? null : Number(v.replace(/[$,\s]/g, ""))));

export const ProjectFormSchema = z
  .object({
    title: text("A title", 3, 160),
    client: text("The client", 2, 160),
    category: z.enum(ids(PROJECT_CATEGORIES), { message: "Choose a category." }),
    status: z.enum(ids(STATUSES.projects), { message: "Choose completed or in progress." }),
    description: text("A description", 20, 1000),
    technologies: list("technologies", 20).refine((t) => t.length > 0, "List at least one technology."),
    results: z
      .string()
      .max(2000)
      .transform(parseResults)
      .refine((r) => r.length <= 6, "List at most 6 results.")
      .refine((r) => r.every((x) => x.label && x.value), "Write each result as “Label: value”."),
    value: wholeDollars,
    duration: optional("The duration", 60),
    team: optional("The team", 60),
    color: z.enum(ids(PROJECT_COLORS), { message: "Choose an accent colour." }),
    image: sitePath,
    imageAlt: optional("The alt text", 200),
  })
  .refine((p) => p.image === "" || p.imageAlt !== "", {
    path: ["imageAlt"],
    message: "Describe the image for people who cannot see it.",
  });

export const TestimonialFormSchema = z.object({
  name: text("The name", 2, 80),
  position: text("The position", 2, 120),
  company: optional("The company", 120),
  content: text("The quote", 20, 1000),
  rating: z.coerce
    .number({ message: "Choose a rating from 1 to 5." })
    .int("Choose a rating from 1 to 5.")
    .min(1, "Choose a rating from 1 to 5.")
    .max(5, "Choose a rating from 1 to 5."),
  status: z.enum(ids(STATUSES.testimonials), { message: "Choose approved or pending." }),
  page: z.enum(ids(TESTIMONIAL_PAGES), { message: "Choose the page that shows it." }),
  result: optional("The result", 160),
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as yyyy-mm-dd.")
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "Enter a real date."),
  image: sitePath,
});

export const MemberFormSchema = z.object({
  name: text("The name", 2, 80),
  role: text("The role", 2, 120),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === "" || z.email().safeParse(v).success, "Enter a valid e-mail address, or leave it empty."),
  bio: optional("The bio", 600),
  skills: list("skills", 12),
  status: z.enum(ids(STATUSES.team), { message: "Choose active or inactive." }),
  image: sitePath,
});

export const SCHEMAS = {
  projects: ProjectFormSchema,
  testimonials: TestimonialFormSchema,
  team: MemberFormSchema,
} as const;

/** Each form's field names, in order: the route reads exactly these from the submitted form. */
export const FIELDS = {
  projects: [
    "title",
    "client",
    "category",
    "status",
    "description",
    "technologies",
    "results",
    "value",
    "duration",
    "team",
    "color",
    "image",
    "imageAlt",
  ],
  testimonials: ["name", "position", "company", "content", "rating", "status", "page", "result", "date", "image"],
  team: ["name", "role", "email", "bio", "skills", "status", "image"],
} as const satisfies Record<ManagedKind, readonly string[]>;

export type ProjectForm = z.output<typeof ProjectFormSchema>;
export type TestimonialForm = z.output<typeof TestimonialFormSchema>;
export type MemberForm = z.output<typeof MemberFormSchema>;
