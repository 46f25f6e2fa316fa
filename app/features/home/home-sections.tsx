import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CtaBand } from "~/components/ui/cta-band";
import { SectionHeading } from "~/components/ui/section-heading";
import { StatGrid } from "~/components/ui/stat-grid";
import { StaticHtml } from "~/components/ui/static-html";
import { cta, services, servicesSection, statistics, whyChoose, whyChooseSection } from "~/content/home";
import { cn } from "~/lib/cn";

/** Six service cards; the whole card is one link to the Services page at that service's filter. */
export function HomeServices() {
  return (
    <StaticHtml as="section" aria-labelledby="home-services" className="container-page py-20">
      <SectionHeading id="home-services" title={servicesSection.title} subtitle={servicesSection.subtitle} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map(({ id, icon: Icon, title, shortDesc, color, to }) => (
          <li
            key={id}
            className="relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-lg"
          >
            <span className={cn("grid size-12 place-items-center rounded-xl bg-gradient-to-br", color, "text-white")}>
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">
              <Link to={to} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
                {title}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-slate-700">{shortDesc}</p>
            <span
              aria-hidden="true"
              className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
            >
              Learn more <ArrowRight className="size-4" />
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to={servicesSection.link.to} className="btn-primary">
          {servicesSection.link.label} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </StaticHtml>
  );
}

export function HomeStats() {
  return (
    <section aria-labelledby="home-stats" className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
      <h2 id="home-stats" className="sr-only">
        Our track record
      </h2>
      <StatGrid stats={statistics} tone="dark" className="container-page py-16" />
    </section>
  );
}

export function WhyChoose() {
  return (
    <StaticHtml as="section" aria-labelledby="home-why" className="bg-slate-50 py-20">
      <div className="container-page">
        <SectionHeading id="home-why" title={whyChooseSection.title} subtitle={whyChooseSection.subtitle} />
        <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {whyChoose.map(({ icon: Icon, title, description }) => (
            <li key={title} className="flex gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-slate-700">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </StaticHtml>
  );
}

export function HomeCta() {
  return <CtaBand id="home-cta" cta={cta} layout="centered" />;
}
