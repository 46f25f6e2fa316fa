import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "~/components/ui/page-intro";
import type { ServiceDetails, ServiceId } from "~/content/service-catalog";
import { catalogSection, cta, filterChips, process, processSection, services } from "~/content/services";
import { PricingSection } from "./pricing-section";
import { ServiceCardItem } from "./service-card";
import { servicesForFilter } from "./service-filter";
import { useServiceFilter } from "./use-service-filter";

interface Props {
  heading: string;
  intro: string;
  /** Each card's long copy, from the loader (content/services.ts). */
  details: Record<ServiceId, ServiceDetails>;
}

/** The Services page (spec 2.6), served at /services and its ten filter paths. */
export function ServicesPage({ heading, intro, details }: Props) {
  return (
    <>
      <PageIntro heading={heading} intro={intro} />
      <ServiceCatalog details={details} />
      <ProcessSection />
      <PricingSection />
      <ServicesCta />
    </>
  );
}

function ServiceCatalog({ details }: { details: Props["details"] }) {
  const [filter, setFilter] = useServiceFilter();
  const listed = servicesForFilter(services, filter);
  return (
    <section aria-labelledby="services-catalog" className="container-page py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="services-catalog" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {catalogSection.title}
        </h2>
        <p className="mt-4 text-lg text-slate-700">{catalogSection.subtitle}</p>
      </div>
      <fieldset className="mt-10 flex flex-wrap justify-center gap-2">
        <legend className="sr-only">{catalogSection.filterLabel}</legend>
        {filterChips.map((chip) => {
          const pressed = chip.id === filter;
          return (
            <button
              key={chip.id}
              type="button"
              aria-pressed={pressed}
              onClick={() => setFilter(chip.id)}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                pressed
                  ? "bg-brand-700 text-white shadow"
                  : "bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
              }`}
            >
              {chip.label}
            </button>
          );
        })}
      </fieldset>
      <p aria-live="polite" className="mt-6 text-center text-sm text-slate-700">
        Showing {listed.length} of {services.length} services
      </p>
      <ul aria-label="Services" className="mt-8 grid gap-8 md:grid-cols-2 xl:grid-cols-3">
        {listed.map((service) => (
          <ServiceCardItem key={service.id} service={service} details={details[service.id]} />
        ))}
      </ul>
    </section>
  );
}

function ProcessSection() {
  return (
    <section aria-labelledby="services-process" className="bg-slate-50 py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="services-process" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {processSection.title}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{processSection.subtitle}</p>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3 lg:grid-cols-5">
          {process.map(({ icon: Icon, title, description }, i) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center gap-3">
                <span className="grid size-11 place-items-center rounded-xl bg-brand-700 text-white">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-brand-700">Step {i + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-700">{description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function ServicesCta() {
  return (
    <section
      aria-labelledby="services-cta"
      className="bg-gradient-to-br from-ink via-brand-900 to-brand-800 text-white"
    >
      <div className="container-page py-20 text-center">
        <h2 id="services-cta" className="mx-auto max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">
          {cta.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{cta.description}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
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
