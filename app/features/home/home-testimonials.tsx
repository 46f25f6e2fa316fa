import { Star } from "lucide-react";
import { Avatar } from "~/components/ui/avatar";
import { SectionHeading } from "~/components/ui/section-heading";
import { StaticHtml } from "~/components/ui/static-html";
import { testimonialsSection } from "~/content/home";
import type { PublicTestimonial } from "~/content/managed-content";
import { cn } from "~/lib/cn";

/** Approved client quotes in the team's order (admin Testimonials tab), from the route's loader data. */
export function Testimonials({ testimonials }: { testimonials: readonly PublicTestimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <StaticHtml as="section" aria-labelledby="home-testimonials" className="container-page py-20">
      <SectionHeading
        id="home-testimonials"
        title={testimonialsSection.title}
        subtitle={testimonialsSection.subtitle}
      />
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.id}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Stars rating={t.rating} />
              <blockquote className="mt-4 flex-1 text-slate-800">
                <p>“{t.content}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <Avatar image={t.image} initials={t.avatar} size={44} className="size-11" />
                <span>
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-sm text-slate-700">{t.position}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </StaticHtml>
  );
}

/** Stars are drawn for the eye and announced once as text. */
function Stars({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-1">
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn("size-5", i < rating ? "fill-amber-400 text-amber-500" : "text-slate-300")}
        />
      ))}
    </div>
  );
}
