import { NavLink } from "react-router";
import type { AdminUser } from "./admin-types";
import { canUse, SECTIONS } from "./sections";

/** The management view's tabs, one URL each; a role sees only its own tabs. */
export function TabBar({ user, unread }: { user: AdminUser; unread: number }) {
  const tabs = SECTIONS.filter((s) => s.tab && canUse(user.role, s));
  return (
    <nav aria-label="Admin sections" className="mt-6 overflow-x-auto border-b border-slate-200">
      <ul className="flex min-w-max gap-1">
        {tabs.map((s) => (
          <li key={s.key}>
            <NavLink
              to={s.path}
              className={({ isActive }) =>
                `inline-flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium ${
                  isActive
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900"
                }`
              }
            >
              {s.label}
              {s.key === "notifications" && unread > 0 && (
                <span className="rounded-full bg-red-700 px-1.5 text-xs font-bold text-white">
                  {unread}
                  <span className="sr-only"> unread</span>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
