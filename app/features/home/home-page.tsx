import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Particles } from "~/components/ui/particles";
import { hero } from "~/content/home";
import type { PublicTestimonial } from "~/content/managed-content";
import { HomeCta, HomeServices, HomeStats, WhyChoose } from "./home-sections";
import { Testimonials } from "./home-testimonials";
import { splitHighlight } from "./split-highlight";

interface Props {
  heading: string;
  intro: string;
  /** Approved testimonials from the loader: long copy travels as data, not as JavaScript. */
  testimonials: readonly PublicTestimonial[];
}

/** The Home page. Also shown, under a notice, for any unknown path. */
export function HomePage({ heading, intro, testimonials }: Props) {
  return (
    <>
      <HomeHero heading={heading} intro={intro} />
      <HomeServices />
      <HomeStats />
      <WhyChoose />
      <Testimonials testimonials={testimonials} />
      <HomeCta />
    </>
  );
}

function HomeHero({ heading, intro }: { heading: string; intro: string }) {
  const { before, accent, after } = splitHighlight(heading, hero.highlight);
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-ink via-brand-900 to-brand-800 text-white">
      <Particles count={150} />
      <div className="container-page relative py-24 sm:py-32">
        <p className="text-sm font-semibold uppercase tracking-widest text-cyan-300">{hero.badge}</p>
        <h1 className="mt-4 max-w-4xl text-4xl font-bold tracking-tight sm:text-6xl">
          {before}
          {accent && <span className="text-cyan-300">{accent}</span>}
          {after}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-200">{intro}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          {hero.primary && (
            <Link to={hero.primary.to} className="btn bg-white text-brand-900 hover:bg-slate-100">
              {hero.primary.label}
            </Link>
          )}
          {hero.secondary && (
            <Link to={hero.secondary.to} className="btn-on-dark">
              {hero.secondary.label} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
