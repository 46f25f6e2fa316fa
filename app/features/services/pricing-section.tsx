import { Check } from "lucide-react";
import { Link } from "react-router";
import { SectionHeading } from "~/components/ui/section-heading";
import { planEnquiries, pricingIntro, pricingPlans } from "~/content/services";
import { cn } from "~/lib/cn";
import { contactLink } from "./contact-link";

/** Three plans; Get Started opens the contact form with the plan already named in the message. */
export function PricingSection() {
  return (
    <section aria-labelledby="services-pricing" className="container-page py-20">
      <SectionHeading id="services-pricing" title={pricingIntro.title} subtitle={pricingIntro.subtitle} />
      <ul className="mt-12 grid items-start gap-8 lg:grid-cols-3">
        {pricingPlans.map((plan) => {
          const enquiry = planEnquiries[plan.name];
          return (
            <li
              key={plan.name}
              className={cn(
                "relative flex h-full flex-col rounded-2xl bg-white p-8 shadow-sm",
                plan.popular ? "ring-2 ring-brand-600 lg:-mt-4 lg:pb-12 lg:shadow-xl" : "ring-1 ring-slate-200",
              )}
            >
              {plan.popular && (
                <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-4 py-1 text-sm font-semibold text-white">
                  {pricingIntro.popularLabel}
                </p>
              )}
              <h3 className="text-xl font-semibold text-slate-900">{plan.name}</h3>
              <p className="mt-4 flex items-baseline gap-2">
                <span className="text-4xl font-bold tracking-tight text-slate-900">{plan.price}</span>
                <span className="text-sm text-slate-700">{plan.duration}</span>
              </p>
              <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-800">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                    {feature}
                  </li>
                ))}
              </ul>
              {enquiry && (
                <Link
                  to={contactLink(enquiry.service, enquiry.message)}
                  className={cn("mt-8", plan.popular ? "btn-primary" : "btn-secondary")}
                >
                  {pricingIntro.buttonLabel}
                  <span className="sr-only"> with the {plan.name} plan</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
