import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { CallToAction } from "~/content/types";

/**
 * split: full-width band, text left and links right; centered: full-width dark band, centred text;
 * card: a rounded dark card inside the page container.
 */
export type CtaLayout = "split" | "centered" | "card";

const SECTION: Record<CtaLayout, string> = {
  split: "bg-gradient-to-r from-brand-800 to-cyan-800 text-white",
  centered: "bg-gradient-to-br from-ink via-brand-900 to-brand-800 text-white",
  card: "container-page py-16",
};

const INNER: Record<CtaLayout, string> = {
  split: "container-page flex flex-col items-start justify-between gap-8 py-16 md:flex-row md:items-center",
  centered: "container-page py-20 text-center",
  card: "flex flex-col items-start gap-6 rounded-2xl bg-gradient-to-br from-ink via-brand-900 to-brand-800 p-10 text-white lg:flex-row lg:items-center lg:justify-between",
};

/** A call-to-action band: its h2 names the section (aria-labelledby), a primary link and an optional second one. */
export function CtaBand({ id, cta, layout = "split" }: { id: string; cta: CallToAction; layout?: CtaLayout }) {
  const centered = layout === "centered";
  return (
    <section aria-labelledby={id} className={SECTION[layout]}>
      <div className={INNER[layout]}>
        <div className={centered ? "" : "max-w-2xl"}>
          <h2
            id={id}
            className={
              centered ? "mx-auto max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl" : "text-3xl font-bold"
            }
          >
            {cta.title}
          </h2>
          <p className={centered ? "mx-auto mt-4 max-w-2xl text-lg text-slate-200" : "mt-3 text-lg text-slate-100"}>
            {cta.description}
          </p>
        </div>
        <div className={centered ? "mt-8 flex flex-wrap justify-center gap-4" : "flex flex-wrap gap-4"}>
          <Link to={cta.primary.to} className="btn bg-white text-brand-900 hover:bg-slate-100">
            {cta.primary.label} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          {cta.secondary && (
            <Link to={cta.secondary.to} className="btn-on-dark">
              {cta.secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

type HrefLink = { readonly label: string; readonly href: string };
type HrefCta = { readonly title: string; readonly primary: HrefLink; readonly secondary?: HrefLink } & (
  | { readonly text: string }
  | { readonly description: string }
);

/** Maps the content modules whose CTAs use `href` (and `text`) onto CallToAction. */
export function hrefCta(c: HrefCta): CallToAction {
  const link = (l: HrefLink) => ({ label: l.label, to: l.href });
  return {
    title: c.title,
    description: "text" in c ? c.text : c.description,
    primary: link(c.primary),
    ...(c.secondary && { secondary: link(c.secondary) }),
  };
}
