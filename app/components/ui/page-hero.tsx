import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Hero } from "~/content/types";
import { cn } from "~/lib/cn";
import { Particles } from "./particles";

/** A content module's Hero (badge, title, highlight, subtitle, primary/secondary links) plus decoration. */
interface Props extends Hero {
  /** Number of drifting dots behind the band; none when left out. */
  particles?: number;
  /** Further actions (links, a search box) after the primary/secondary links. */
  children?: ReactNode;
}

/** The dark opening band of an inner page, holding the page's only h1. */
export function PageHero({ badge, title, highlight, subtitle, primary, secondary, particles, children }: Props) {
  const actions = primary || secondary || children;
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-ink via-brand-900 to-brand-800 text-white">
      {particles !== undefined && <Particles count={particles} />}
      <div className="container-page relative py-20 sm:py-24">
        {badge && (
          <p className="inline-flex rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-cyan-200 ring-1 ring-white/20">
            {badge}
          </p>
        )}
        <h1 className={cn("max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl", badge && "mt-5")}>
          {title}
          {highlight && (
            <>
              {" "}
              <span className="text-cyan-300">{highlight}</span>
            </>
          )}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-200">{subtitle}</p>
        {actions && (
          <div className="mt-8 flex flex-wrap gap-4">
            {primary && (
              <Link to={primary.to} className="btn bg-white text-brand-900 hover:bg-slate-100">
                {primary.label}
              </Link>
            )}
            {secondary && (
              <Link to={secondary.to} className="btn-on-dark">
                {secondary.label}
              </Link>
            )}
            {children}
          </div>
        )}
      </div>
    </section>
  );
}
