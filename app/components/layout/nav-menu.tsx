import { ChevronDown } from "lucide-react";
import { type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { SiteAnchor } from "~/components/ui/site-anchor";
import { StaticHtml } from "~/components/ui/static-html";
import { isCurrentPath, type NavGroup } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { useDismiss } from "~/lib/use-dismiss";

interface Props {
  id: string;
  name: string;
  groups: NavGroup[];
  active: boolean;
}

/**
 * A disclosure menu: the button toggles a panel of links; Escape, outside click or leaving closes it.
 * The links are plain anchors in static HTML: the site shell's delegated navigation follows them on the client.
 */
export function NavMenu({ id, name, groups, active }: Props) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, close, button);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on navigation is the point
  useEffect(() => setOpen(false), [pathname]);

  const panelId = `menu-${id}`;
  const wide = groups.length > 1;
  return (
    <li
      ref={container}
      className="relative"
      onBlur={(e) => {
        if (!container.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          "flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-brand-700",
          active ? "text-brand-700" : "text-slate-800",
        )}
      >
        {name}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      {/* The links are static HTML (not hydrated); a new page renders them afresh for its current link. */}
      <StaticHtml
        key={pathname}
        id={panelId}
        hidden={!open}
        onClick={(e: MouseEvent) => {
          if ((e.target as Element).closest("a")) close();
        }}
        className={cn(
          "absolute left-0 top-full z-50 mt-2 rounded-xl border border-slate-200 bg-white p-5 shadow-xl",
          wide ? "grid w-max max-w-[calc(100vw-2rem)] grid-cols-3 gap-6" : "w-72",
        )}
      >
        {groups.map((group) => {
          const headingId = `${panelId}-${group.name.replace(/\W+/g, "-").toLowerCase()}`;
          return (
            <div key={group.name} className="min-w-52">
              <p id={headingId} className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
                {group.name}
              </p>
              <ul aria-labelledby={headingId} className="space-y-1">
                {group.links.map((link) => (
                  <PanelLink
                    key={link.path}
                    path={link.path}
                    name={link.name}
                    current={isCurrentPath(link.path, pathname)}
                  />
                ))}
              </ul>
            </div>
          );
        })}
      </StaticHtml>
    </li>
  );
}

function PanelLink({ path, name, current }: { path: string; name: string; current: boolean }) {
  return (
    <li>
      <SiteAnchor
        href={path}
        current={current}
        className={`block rounded-md px-2 py-1.5 text-sm hover:bg-brand-50 hover:text-brand-800 ${
          current ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-800"
        }`}
      >
        {name}
      </SiteAnchor>
    </li>
  );
}
