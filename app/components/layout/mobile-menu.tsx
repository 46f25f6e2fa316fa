import { ChevronDown } from "lucide-react";
import { type MouseEvent, useState } from "react";
import { SiteAnchor } from "~/components/ui/site-anchor";
import { StaticHtml } from "~/components/ui/static-html";
import { isActive, isCurrentPath, MAIN_NAV } from "~/content/navigation";
import { cn } from "~/lib/cn";

interface Props {
  open: boolean;
  pathname: string;
  onNavigate: () => void;
}

const linkClass = (current: boolean) =>
  `block rounded-md px-3 py-2 text-base ${current ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-800 hover:bg-slate-50"}`;

/** A menu link: a plain anchor (the site shell navigates on the client), marked when it is this page. */
function MenuLink({ path, name, pathname }: { path: string; name: string; pathname: string }) {
  const current = isCurrentPath(path, pathname);
  return (
    <SiteAnchor href={path} current={current} className={linkClass(current)}>
      {name}
    </SiteAnchor>
  );
}

/** The collapsed menu for small screens: each menu is a disclosure; any link click closes the menu. */
export function MobileMenu({ open, pathname, onNavigate }: Props) {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: closes the menu after a link inside was followed; the link itself is the control
    <div
      id="mobile-menu"
      hidden={!open}
      onClick={(e: MouseEvent) => {
        if ((e.target as Element).closest("a")) onNavigate();
      }}
      className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white xl:hidden"
    >
      <ul className="container-page space-y-1 py-4">
        {MAIN_NAV.map((item) =>
          item.kind === "link" ? (
            <li key={item.path}>
              <MenuLink path={item.path} name={item.name} pathname={pathname} />
            </li>
          ) : (
            <li key={item.id}>
              <button
                type="button"
                aria-expanded={expanded === item.id}
                aria-controls={`mobile-${item.id}`}
                onClick={() => setExpanded((e) => (e === item.id ? null : item.id))}
                className={cn(
                  "flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-base font-medium",
                  isActive(item, pathname) ? "text-brand-700" : "text-slate-900",
                )}
              >
                {item.name}
                <ChevronDown
                  aria-hidden="true"
                  className={cn("size-5 transition-transform", expanded === item.id && "rotate-180")}
                />
              </button>
              <StaticHtml key={pathname} id={`mobile-${item.id}`} hidden={expanded !== item.id} className="pb-2 pl-3">
                {item.groups.map((group) => (
                  <div key={group.name} className="mt-2">
                    <p className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{group.name}</p>
                    <ul>
                      {group.links.map((link) => (
                        <li key={link.path}>
                          <MenuLink path={link.path} name={link.name} pathname={pathname} />
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </StaticHtml>
            </li>
          ),
        )}
        <li className="pt-3">
          <SiteAnchor href="/contact" className="btn-primary w-full">
            Get Started
          </SiteAnchor>
        </li>
      </ul>
    </div>
  );
}
