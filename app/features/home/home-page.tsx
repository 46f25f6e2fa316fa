import { ArrowRight, Calculator } from "lucide-react";
import { Link } from "react-router";

/** The Home page. Also shown, with a notice, for any unknown path. */
export function HomePage({ heading, intro }: { heading: string; intro: string }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-ink via-brand-900 to-brand-800 text-white">
      <div className="container-page py-24 sm:py-32">
        <p className="text-sm font-semibold uppercase tracking-widest text-cyan-300">
          AI & IT services from Indore, India
        </p>
        <h1 className="mt-4 max-w-4xl text-4xl font-bold tracking-tight sm:text-6xl">{heading}</h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-200">{intro}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link to="/roi-calculator" className="btn bg-white text-brand-900 hover:bg-slate-100">
            <Calculator aria-hidden="true" className="size-4" /> Calculate your AI ROI
          </Link>
          <Link to="/contact" className="btn-on-dark">
            Talk to an expert <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
