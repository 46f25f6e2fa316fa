import { Check } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { AnimatedCounter } from "~/components/ui/animated-counter";
import { PageHero } from "~/components/ui/page-hero";
import { SectionHeading } from "~/components/ui/section-heading";
import type { PublicTestimonial } from "~/content/managed-content";
import type { CallToAction, Card, Counter, HeroContent, LinkAction, StatTile } from "~/content/service-details/types";
import { cn } from "~/lib/cn";

/** Heading and opening line of the page, from content/pages.ts. */
export type PageHeading = { heading: string; intro: string };

export const CARD = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

/** The dark opening band with the page's only h1, its badge and two buttons. */
export function ServiceHero({ page, hero }: { page: PageHeading; hero: HeroContent }) {
  const [primary, secondary] = hero.actions;
  return (
    <PageHero
      badge={hero.badge}
      title={page.heading}
      subtitle={page.intro}
      primary={primary}
      secondary={secondary}
      particles={100}
    />
  );
}

/** A page section named by its h2, so it is a landmark region screen readers can jump to. */
export function Section({
  title,
  intro,
  tone = "white",
  children,
}: {
  title: string;
  intro?: string;
  tone?: "white" | "slate";
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={tone === "slate" ? "bg-slate-50" : "bg-white"}>
      <div className="container-page py-16 sm:py-20">
        <SectionHeading id={id} title={title} subtitle={intro} align="start" />
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

const COLUMNS = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" };

/** Titled cards in a grid; `numbered` adds 01, 02… badges. */
export function CardGrid({
  items,
  cols = 3,
  numbered = false,
}: {
  items: Card[];
  cols?: 2 | 3 | 4;
  numbered?: boolean;
}) {
  return (
    <ul className={cn("grid gap-6", COLUMNS[cols])}>
      {items.map((item, i) => (
        <li key={item.title} className={CARD}>
          {numbered && (
            <span
              aria-hidden="true"
              className="mb-4 inline-flex size-10 items-center justify-center rounded-xl bg-brand-700 text-sm font-bold text-white"
            >
              {String(i + 1).padStart(2, "0")}
            </span>
          )}
          <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-slate-700">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function CheckList({ items, className = "space-y-2" }: { items: string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-slate-700">
          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-emerald-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Fixed figures such as "87%" or "2-4 weeks". */
export function StatTiles({ items }: { items: StatTile[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((tile) => (
        <li key={tile.label} className={cn(CARD, "text-center")}>
          <p className="text-4xl font-bold text-brand-700">{tile.number}</p>
          <h3 className="mt-2 font-semibold text-slate-900">{tile.label}</h3>
          <p className="mt-1 text-sm text-slate-700">{tile.desc}</p>
        </li>
      ))}
    </ul>
  );
}

/** Figures that count up from 0 when they scroll into view. */
export function CounterTiles({ items }: { items: Counter[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((c) => (
        <li key={c.label} className={cn(CARD, "text-center")}>
          <AnimatedCounter
            value={c.value}
            prefix={c.prefix}
            suffix={c.suffix}
            className="block text-5xl font-bold text-brand-700"
          />
          <h3 className="mt-3 font-semibold text-slate-900">{c.label}</h3>
          <p className="mt-1 text-sm text-slate-700">{c.desc}</p>
        </li>
      ))}
    </ul>
  );
}

/** Client stories: the page's approved testimonials (admin Testimonials tab), from the loader. */
export function StoryCards({ items }: { items: readonly PublicTestimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((s) => (
        <li key={s.id} className={CARD}>
          <figure>
            <p className="text-amber-700">
              <span aria-hidden="true">{"★".repeat(s.rating) + "☆".repeat(5 - s.rating)}</span>
              <span className="sr-only">Rated {s.rating} out of 5</span>
            </p>
            <blockquote className="mt-3 text-lg text-slate-800">“{s.content}”</blockquote>
            <figcaption className="mt-4">
              <span className="block font-semibold text-slate-900">{s.name}</span>
              <span className="block text-sm text-slate-700">{s.position}</span>
            </figcaption>
          </figure>
          {s.result && (
            <p className="mt-4 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900">
              Result: {s.result}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The closing band with the page's next steps. */
export function CtaBand({ cta, extra }: { cta: CallToAction; extra?: LinkAction }) {
  const id = useId();
  const rest = [cta.secondary, extra].filter((a): a is LinkAction => Boolean(a));
  return (
    <section aria-labelledby={id} className="bg-brand-800 text-white">
      <div className="container-page py-16 text-center sm:py-20">
        <SectionHeading id={id} title={cta.title} subtitle={cta.description} tone="dark" />
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link to={cta.primary.to} className="btn bg-white text-brand-900 hover:bg-slate-100">
            {cta.primary.label}
          </Link>
          {rest.map((a) => (
            <Link key={a.label} to={a.to} className="btn-on-dark">
              {a.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
