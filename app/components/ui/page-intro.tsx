import type { ReactNode } from "react";

/** The dark opening band of an inner page: heading, one line, optional actions. */
export function PageIntro({ heading, intro, children }: { heading: string; intro: string; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-ink via-brand-900 to-brand-800 text-white">
      <div className="container-page py-20 sm:py-24">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{heading}</h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-200">{intro}</p>
        {children && <div className="mt-8 flex flex-wrap gap-4">{children}</div>}
      </div>
    </section>
  );
}
