import { CtaBand } from "~/components/ui/cta-band";
import { FilterChips } from "~/components/ui/filter-chips";
import { PageIntro } from "~/components/ui/page-intro";
import { SectionHeading } from "~/components/ui/section-heading";
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

/** The Services page, served at /services and its ten filter paths. */
export function ServicesPage({ heading, intro, details }: Props) {
  return (
    <>
      <PageIntro heading={heading} intro={intro} />
      <ServiceCatalog details={details} />
      <ProcessSection />
      <PricingSection />
      <CtaBand id="services-cta" cta={cta} layout="centered" />
    </>
  );
}

function ServiceCatalog({ details }: { details: Props["details"] }) {
  const [filter, setFilter] = useServiceFilter();
  const listed = servicesForFilter(services, filter);
  return (
    <section aria-labelledby="services-catalog" className="container-page py-16">
      <SectionHeading id="services-catalog" title={catalogSection.title} subtitle={catalogSection.subtitle} />
      <FilterChips
        className="mt-10"
        legend={catalogSection.filterLabel}
        options={filterChips}
        selected={filter}
        onSelect={setFilter}
      />
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
        <SectionHeading id="services-process" title={processSection.title} subtitle={processSection.subtitle} />
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
