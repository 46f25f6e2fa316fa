import { Menu, Sparkles, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { SiteAnchor } from "~/components/ui/site-anchor";
import { isActive, MAIN_NAV } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { useSite } from "~/lib/public-settings";
import { useDismiss } from "~/lib/use-dismiss";
import { useScrolledPast } from "~/lib/use-scroll-y";
import { MobileMenu } from "./mobile-menu";
import { NavMenu } from "./nav-menu";
import { SearchButton } from "./search-button";

export const GLASS_THRESHOLD_PX = 50;

export function SiteHeader() {
  const site = useSite();
  const { pathname } = useLocation();
  const glass = useScrolledPast(GLASS_THRESHOLD_PX);
  const [mobileOpen, setMobileOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  useDismiss(mobileOpen, header, closeMobile, toggle);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the mobile menu
  useEffect(() => setMobileOpen(false), [pathname]);

  return (
    <header
      ref={header}
      data-glass={glass}
      className={cn(
        "sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300",
        glass ? "border-white/40 bg-white/75 shadow-md backdrop-blur-md" : "border-transparent bg-white",
      )}
    >
      <nav aria-label="Main" className="container-page flex h-16 items-center justify-between gap-4">
        <SiteAnchor href="/" className="flex items-center gap-2 text-lg font-bold text-ink">
          <span className="grid size-9 place-items-center rounded-lg bg-gradient-to-br from-brand-600 to-cyan-600 text-white">
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
          <span>{site.brandShortName}</span>
        </SiteAnchor>

        <ul className="hidden items-center gap-1 xl:flex">
          {MAIN_NAV.map((item) =>
            item.kind === "menu" ? (
              <NavMenu
                key={item.id}
                id={item.id}
                name={item.name}
                groups={item.groups}
                active={isActive(item, pathname)}
              />
            ) : (
              <TopLink key={item.path} path={item.path} name={item.name} current={isActive(item, pathname)} />
            ),
          )}
        </ul>

        <div className="flex items-center gap-2">
          <SearchButton />
          <SiteAnchor href="/contact" className="btn-primary hidden py-2 xl:inline-flex">
            Get Started
          </SiteAnchor>
          <button
            ref={toggle}
            type="button"
            className="rounded-md p-2 text-slate-900 hover:bg-slate-100 xl:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? "Close menu" : "Open menu"}
            onClick={() => setMobileOpen((o) => !o)}
          >
            {mobileOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </nav>
      <MobileMenu open={mobileOpen} pathname={pathname} onNavigate={closeMobile} />
    </header>
  );
}

/** A top-level link of the desktop navigation: a plain anchor (the site shell navigates on the client). */
function TopLink({ path, name, current }: { path: string; name: string; current: boolean }) {
  return (
    <li>
      <SiteAnchor
        href={path}
        current={current}
        className={`rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-brand-700 ${
          current ? "text-brand-700 underline decoration-2 underline-offset-8" : "text-slate-800"
        }`}
      >
        {name}
      </SiteAnchor>
    </li>
  );
}
