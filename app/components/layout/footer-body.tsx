import { Clock, Mail, MapPin, Phone, Sparkles } from "lucide-react";
import { SiteAnchor } from "~/components/ui/site-anchor";
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from "~/components/ui/social-icons";
import { FOOTER_COLUMNS } from "~/content/navigation";
import { telHref, useSite } from "~/lib/public-settings";

/** The footer's content (site-footer.tsx): the server renders it; a browser loads it only for a client render. */
export function FooterBody() {
  const site = useSite();
  const socials = [
    { name: "LinkedIn", href: site.social.linkedin, Icon: LinkedInIcon },
    { name: "X (Twitter)", href: site.social.x, Icon: XIcon },
    { name: "Facebook", href: site.social.facebook, Icon: FacebookIcon },
    { name: "Instagram", href: site.social.instagram, Icon: InstagramIcon },
  ];
  return (
    <>
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <SiteAnchor href="/" className="flex items-center gap-2 text-lg font-bold text-white">
            <span className="grid size-9 place-items-center rounded-lg bg-gradient-to-br from-brand-600 to-cyan-600">
              <Sparkles aria-hidden="true" className="size-5" />
            </span>
            {site.brandName}
          </SiteAnchor>
          <p className="mt-4 max-w-sm text-sm leading-6">
            AI consulting, software development, cloud, cybersecurity and training from Indore, India, for companies
            that want measurable results within 90 days.
          </p>
          <address className="mt-6 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cyan-300" />
              <span>{site.contact.address}</span>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cyan-300" />
              <a className="hover:text-white hover:underline" href={`mailto:${site.contact.email}`}>
                {site.contact.email}
              </a>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cyan-300" />
              <a className="hover:text-white hover:underline" href={telHref(site.contact.phone)}>
                {site.contact.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cyan-300" />
              <span>Mon-Fri 9:00 AM-6:00 PM IST</span>
            </p>
          </address>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.name} aria-label={column.name}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{column.name}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.name}>
                  <SiteAnchor href={link.path} className="hover:text-white hover:underline">
                    {link.name}
                  </SiteAnchor>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col items-center justify-between gap-4 py-6 text-sm sm:flex-row">
          <p>
            © {new Date().getFullYear()} {site.brandName}. All rights reserved.
          </p>
          <ul className="flex gap-3" aria-label="Social media">
            {socials.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="grid size-10 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  aria-label={`${site.brandShortName} on ${name} (opens in a new tab)`}
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
