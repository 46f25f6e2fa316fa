import type { BlogReader } from "~/lib/blog-types";
import type { FormErrors } from "~/lib/form-rules";
import type { BookingConfirmation, SlotView } from "./booking";

/** With a slot chosen (Get Started), a lead is stored with its booking, or refused with 409/429 and nothing stored. */
export type LeadSubmitResult =
  | { ok: true; id: string; booking?: BookingConfirmation }
  | { ok: false; error: FormErrors; status?: 400 | 409 | 429; nearest?: SlotView[] };

// What the Express server hands every loader and action. Empty while prerendering at build time.
// A feature that needs more adds its own key beside its types (the admin area: features/admin/shared/admin-slices.ts).
declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce for inline scripts rendered by the server. */
    nonce?: string;
    /** Validates and stores a lead exactly like POST /api/leads. */
    submitLead?: (body: unknown) => Promise<LeadSubmitResult>;
    /** Published blog posts from the database (server/blog/posts.ts). */
    blog?: BlogReader;
    /**
     * Inlines a rendered document's critical CSS, defers the full stylesheet and starts the client
     * modules after the first paint (server/http/critical-css.ts). Absent in development and while prerendering (the build does
     * the prerendered files afterwards).
     */
    criticalCss?: (html: string, nonce?: string) => string;
  }
}
