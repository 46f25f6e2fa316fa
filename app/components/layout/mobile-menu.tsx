import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { isActive, MAIN_NAV } from "~/content/navigation";
import { cn } from "~/lib/cn";

interface Props {
  open: boolean;
  pathname: string;
  onNavigate: () => void;
}

const linkClass = ({ isActive: current }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-base ${current ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-800 hover:bg-slate-50"}`;

/** The collapsed menu for small screens: each menu is a disclosure; any link click closes the menu. */
export function MobileMenu({ open, pathname, onNavigate }: Props) {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <div
      id="mobile-menu"
      hidden={!open}
      className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white xl:hidden"
    >
      <ul className="container-page space-y-1 py-4">
        {MAIN_NAV.map((item) =>
          item.kind === "link" ? (
            <li key={item.path}>
              <NavLink to={item.path} end className={linkClass} onClick={onNavigate}>
                {item.name}
              </NavLink>
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
              <div id={`mobile-${item.id}`} hidden={expanded !== item.id} className="pb-2 pl-3">
                {item.groups.map((group) => (
                  <div key={group.name} className="mt-2">
                    <p className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{group.name}</p>
                    <ul>
                      {group.links.map((link) => (
                        <li key={link.path}>
                          <NavLink to={link.path} end className={linkClass} onClick={onNavigate}>
                            {link.name}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </li>
          ),
        )}
        <li className="pt-3">
          <Link to="/contact" className="btn-primary w-full" onClick={onNavigate}>
            Get Started
          </Link>
        </li>
      </ul>
    </div>
  );
}
