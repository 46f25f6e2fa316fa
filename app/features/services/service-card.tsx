import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import { StaticHtml } from "~/components/ui/static-html";
import type { ServiceDetails, ServiceSummary } from "~/content/service-catalog";
import { learnMoreLabel, quoteLabel, quoteMessage, quoteServices } from "~/content/services";
import { cn } from "~/lib/cn";
import { contactLink } from "./contact-link";

/**
 * One service card. A card with a page of its own (AI apps, API integration) is clickable as a whole:
 * its Learn More link stretches over the card, so a click anywhere is a real link click. Its content
 * never changes for a service, so it is not hydrated (StaticHtml); the root's delegated navigation
 * follows its links.
 */
export function ServiceCardItem({ service, details }: { service: ServiceSummary; details: ServiceDetails }) {
  const { icon: Icon, title, shortDesc, color, route, actions } = service;
  const { description, features, technologies, image } = details;
  const quoteService = quoteServices[service.id];
  return (
    <StaticHtml
      as="li"
      className={cn(
        "relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow",
        route && "focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-lg",
      )}
    >
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <span
            className={cn("grid size-11 shrink-0 place-items-center rounded-xl bg-gradient-to-br", color, "text-white")}
          >
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
        </div>
        <p className="mt-4 font-medium text-slate-800">{shortDesc}</p>
        <p className="mt-2 text-sm text-slate-700">{description}</p>
        <ul className="mt-4 space-y-2 text-sm text-slate-800">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
              {feature}
            </li>
          ))}
        </ul>
        <ul aria-label={`${title} technologies`} className="mt-5 flex flex-wrap gap-2">
          {technologies.map((tech) => (
            <li key={tech} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-800">
              {tech}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-1 flex-wrap items-end gap-3">
          {route && (
            <Link to={route} className="btn-primary after:absolute after:inset-0 after:rounded-2xl after:content-['']">
              {learnMoreLabel}
              <span className="sr-only"> about {title}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          )}
          {actions?.map((action) => (
            <Link key={action.to} to={action.to} className="btn-secondary">
              {action.label}
            </Link>
          ))}
          {!route && !actions && quoteService && (
            <Link to={contactLink(quoteService, quoteMessage(title))} className="btn-secondary">
              {quoteLabel}
              <span className="sr-only"> for {title}</span>
            </Link>
          )}
        </div>
      </div>
    </StaticHtml>
  );
}
