import { CalendarClock, Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "~/components/ui/page-intro";
import { SectionHeading } from "~/components/ui/section-heading";
import { StaticHtml } from "~/components/ui/static-html";
import { CONTACT_FAQ, CONTACT_STATS, OFFICE_HOURS, REPLY_PROMISE } from "~/content/contact";
import { telHref, useSite } from "~/lib/public-settings";
import { type ContactActionData, ContactForm } from "./contact-form";
import { MapEmbed } from "./map-embed";

interface Props {
  heading: string;
  intro: string;
  actionData?: ContactActionData;
}

export function ContactPage({ heading, intro, actionData }: Props) {
  return (
    <>
      <PageIntro heading={heading} intro={intro} />
      <ContactStats />
      <ContactInfoCards />
      <section aria-label="Message form and map" className="container-page grid gap-12 py-16 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <ContactForm actionData={actionData} />
        </div>
        <div className="space-y-8 lg:col-span-2">
          <OfficeLocation />
          <OfficeHours />
        </div>
      </section>
      <ContactFaq />
      <ContactCta />
    </>
  );
}

function ContactStats() {
  return (
    <section aria-label="At a glance" className="border-b border-slate-200 bg-slate-50">
      <dl className="container-page grid grid-cols-2 gap-6 py-10 md:grid-cols-4">
        {CONTACT_STATS.map((s) => (
          <div key={s.label} className="text-center">
            <dt className="text-sm text-slate-700">{s.label}</dt>
            <dd className="order-first text-3xl font-bold text-brand-800">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ContactInfoCards() {
  const site = useSite();
  const cards = [
    {
      Icon: Mail,
      title: "Email us",
      body: (
        <a className="font-medium text-brand-800 hover:underline" href={`mailto:${site.contact.email}`}>
          {site.contact.email}
        </a>
      ),
      note: REPLY_PROMISE,
    },
    {
      Icon: Phone,
      title: "Call us",
      body: (
        <a className="font-medium text-brand-800 hover:underline" href={telHref(site.contact.phone)}>
          {site.contact.phone}
        </a>
      ),
      note: "Mon-Fri, 9:00 AM-6:00 PM IST",
    },
    { Icon: MapPin, title: "Visit us", body: <span>{site.contact.address}</span>, note: "Head office, Indore" },
    {
      Icon: Clock,
      title: "Business hours",
      body: <span>Mon-Fri 9:00 AM-6:00 PM</span>,
      note: "Sat 10:00 AM-4:00 PM, Sun closed",
    },
  ];
  return (
    <StaticHtml as="section" aria-labelledby="contact-ways" className="container-page pt-16">
      <h2 id="contact-ways" className="sr-only">
        Ways to reach us
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ Icon, title, body, note }) => (
          <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 break-words text-sm text-slate-800">{body}</p>
            <p className="mt-2 text-xs text-slate-600">{note}</p>
          </li>
        ))}
      </ul>
    </StaticHtml>
  );
}

function OfficeLocation() {
  const site = useSite();
  return (
    <div>
      <h2 className="text-xl font-bold text-slate-900">Find our office</h2>
      <div className="mt-4">
        <MapEmbed address={site.contact.address} />
      </div>
    </div>
  );
}

function OfficeHours() {
  return (
    <StaticHtml as="div" className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
      <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <CalendarClock aria-hidden="true" className="size-5 text-brand-700" /> Office hours
      </h2>
      <dl className="mt-4 divide-y divide-slate-200 text-sm">
        {OFFICE_HOURS.map((h) => (
          <div key={h.days} className="flex justify-between py-2">
            <dt className="text-slate-800">{h.days}</dt>
            <dd className="font-medium text-slate-900">{h.hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600">Indian Standard Time (UTC+5:30)</p>
    </StaticHtml>
  );
}

function ContactFaq() {
  return (
    <StaticHtml as="section" aria-labelledby="contact-faq" className="bg-slate-50 py-16">
      <div className="container-page max-w-3xl">
        <SectionHeading id="contact-faq" title="Frequently asked questions" align="start" />
        <div className="mt-8 space-y-3">
          {CONTACT_FAQ.map((f) => (
            <details key={f.question} className="group rounded-xl bg-white p-5 ring-1 ring-slate-200">
              <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
                <span className="flex items-center justify-between gap-4">
                  {f.question}
                  <span aria-hidden="true" className="text-xl text-brand-700 transition-transform group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 text-slate-700">{f.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </StaticHtml>
  );
}

function ContactCta() {
  return (
    <StaticHtml
      as="section"
      aria-labelledby="contact-cta"
      className="bg-gradient-to-r from-brand-800 to-cyan-800 text-white"
    >
      <div className="container-page flex flex-col items-start justify-between gap-6 py-14 md:flex-row md:items-center">
        <div>
          <h2 id="contact-cta" className="text-2xl font-bold">
            Prefer to see the numbers first?
          </h2>
          <p className="mt-2 text-slate-100">
            Estimate your savings in two minutes, then book a strategy call when you are ready.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/roi-calculator" className="btn bg-white text-brand-900 hover:bg-slate-100">
            Try the ROI calculator
          </Link>
          <Link to="/get-started" className="btn-on-dark">
            Book a strategy call
          </Link>
        </div>
      </div>
    </StaticHtml>
  );
}
