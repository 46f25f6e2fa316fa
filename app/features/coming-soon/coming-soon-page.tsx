import { ArrowLeft, ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Particles } from "~/components/ui/particles";
import { SectionHeading } from "~/components/ui/section-heading";
import { StaticHtml } from "~/components/ui/static-html";
import { COMING_SOON_COPY, COMING_SOON_LINKS, WHATS_COMING } from "~/content/coming-soon";
import { CountdownTiles } from "./countdown-tiles";
import { type NotifyActionData, NotifyForm } from "./notify-form";

interface Props {
  heading: string;
  intro: string;
  actionData?: NotifyActionData;
}

/** Coming Soon: back link, countdown, launch sign-up, what's coming, and ways to act today. */
export function ComingSoonPage({ heading, intro, actionData }: Props) {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-ink via-brand-900 to-brand-800 text-white">
        <Particles count={100} />
        <div className="container-page relative py-16 sm:py-20">
          <Link to="/" className="inline-flex items-center gap-2 text-sm font-semibold text-cyan-200 hover:text-white">
            <ArrowLeft aria-hidden="true" className="size-4" /> {COMING_SOON_COPY.back}
          </Link>
          <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-cyan-200 ring-1 ring-white/20">
            <Sparkles aria-hidden="true" className="size-4" /> {COMING_SOON_COPY.badge}
          </p>
          <h1 className="mt-5 max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">{heading}</h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-200">{intro}</p>
          <CountdownTiles />
          <NotifyForm actionData={actionData} />
        </div>
      </section>
      <WhatsComing />
      <MoreLinks />
    </>
  );
}

function WhatsComing() {
  return (
    <StaticHtml as="section" aria-labelledby="whats-coming" className="container-page py-20">
      <SectionHeading id="whats-coming" title={WHATS_COMING.title} subtitle={WHATS_COMING.text} align="start" />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {WHATS_COMING.items.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </StaticHtml>
  );
}

function MoreLinks() {
  const { title, text, services, contact } = COMING_SOON_LINKS;
  return (
    <StaticHtml as="section" aria-labelledby="coming-soon-more" className="bg-slate-50">
      <div className="container-page flex flex-col items-start justify-between gap-6 py-14 md:flex-row md:items-center">
        <div>
          <h2 id="coming-soon-more" className="text-2xl font-bold text-slate-900">
            {title}
          </h2>
          <p className="mt-2 text-slate-700">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={services.to} className="btn-primary">
            {services.label} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link to={contact.to} className="btn-secondary">
            {contact.label}
          </Link>
        </div>
      </div>
    </StaticHtml>
  );
}
