import { ArrowLeft, ExternalLink, LogOut, Menu, UserRound, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import type { AdminUser } from "~/features/admin/shared/admin-types";
import { sidebarSections } from "~/features/admin/shared/sections";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-medium ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
  }`;

/**
 * The admin's own app shell, used instead of the public site's frame: a left sidebar from `lg` up, and
 * below it a top bar whose menu button shows the same sidebar. The content column takes the rest of the
 * width; `min-w-0` lets it shrink so that a wide table scrolls inside its own box, not the page.
 */
export function AdminFrame({ user, unread, children }: { user: AdminUser; unread: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  // A section was chosen: the phone menu has done its job.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <div className="min-h-dvh bg-slate-50 lg:flex">
        <header className="sticky top-0 z-30 flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-2 lg:hidden">
          <Link to="/admin" className="font-semibold text-slate-900">
            Admin
          </Link>
          <button
            ref={button}
            type="button"
            className="btn-secondary px-3 py-2"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
            Menu
          </button>
        </header>
        <div
          id={menuId}
          className={`${open ? "flex" : "hidden"} flex-col gap-4 border-b border-slate-200 bg-white p-4 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-64 lg:shrink-0 lg:overflow-y-auto lg:border-r lg:border-b-0`}
        >
          <Sidebar user={user} unread={unread} onPlatforms={pathname.replace(/\/+$/, "") === "/admin"} />
        </div>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
    </>
  );
}

function Sidebar({ user, unread, onPlatforms }: { user: AdminUser; unread: number; onPlatforms: boolean }) {
  return (
    <>
      <div className="hidden lg:block">
        <Link to="/admin" className="text-lg font-bold text-slate-900">
          Admin
        </Link>
      </div>
      {!onPlatforms && (
        <Link to="/admin" className="btn-secondary justify-start px-3 py-2">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Platforms
        </Link>
      )}
      <nav aria-label="Admin sections">
        <ul className="grid gap-0.5">
          {sidebarSections(user.role).map((s) => (
            <li key={s.key}>
              <NavLink to={s.path} className={linkClass}>
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
      <div className="mt-auto grid gap-1 border-t border-slate-200 pt-4">
        <p className="px-3 pb-1 text-sm text-slate-700">
          Signed in as <span className="font-semibold text-slate-900">{user.name}</span> ({user.role})
        </p>
        <NavLink to="/admin/account" className={linkClass}>
          <span className="flex items-center gap-2">
            <UserRound aria-hidden="true" className="size-4" />
            Your account
          </span>
        </NavLink>
        <a
          href="/blog"
          target="_blank"
          rel="noopener"
          className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          View Blog<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <Form method="post" action="/admin/logout" reloadDocument>
          <button type="submit" className="btn-primary w-full">
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </button>
        </Form>
      </div>
    </>
  );
}

/** The frame of the sign-in and first-admin pages: no navigation, just the page's own content. */
export function GateFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh bg-slate-50 outline-none">
      {children}
    </main>
  );
}
