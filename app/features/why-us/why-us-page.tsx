import { BadgeCheck } from "lucide-react";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { SectionHeading } from "~/components/ui/section-heading";
import { advantages, advantagesSection, cta, hero } from "~/content/why-us";
import { cn } from "~/lib/cn";

/** Why Choose Us: the cost, speed, expertise and partnership advantages, each with a proof point. */
export function WhyUsPage() {
  return (
    <>
      <PageHero {...hero} />
      <Advantages />
      <CtaBand id="why-us-cta" cta={cta} />
    </>
  );
}

function Advantages() {
  return (
    <section aria-labelledby="advantages-heading" className="py-20">
      <div className="container-page">
        <SectionHeading
          id="advantages-heading"
          title={advantagesSection.title}
          subtitle={advantagesSection.subtitle}
          align="start"
        />
        <ul aria-labelledby="advantages-heading" className="mt-12 grid gap-6 md:grid-cols-2">
          {advantages.map((a) => (
            <li key={a.id} className="flex flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <span className={cn("grid size-12 place-items-center rounded-xl bg-gradient-to-br text-white", a.color)}>
                <a.icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold text-slate-900">{a.title}</h3>
              <p className="mt-3 text-slate-700">{a.description}</p>
              <div className="mt-auto pt-6">
                <p className="flex gap-3 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900 ring-1 ring-emerald-200">
                  <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
                  <span>
                    <span className="font-semibold">{advantagesSection.proofLabel}: </span>
                    {a.proof}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
