import { Link } from "react-router";
import type { AdminUser } from "~/features/admin/shared/admin-types";
import { canUse, sectionByKey, TILE_ORDER } from "~/features/admin/shared/sections";

/** The 12 platform tiles, each opening its tab; a role sees only the tiles it can use. */
export function PlatformsGrid({ user, unread }: { user: AdminUser; unread: number }) {
  const tiles = TILE_ORDER.map(sectionByKey).filter((s) => canUse(user.role, s));
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Platforms</h1>
      <p className="mt-2 text-slate-700">Choose what to manage. Each platform opens its tab in the management view.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {tiles.map((s) => (
          <li key={s.key}>
            <Link
              to={s.path}
              className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="text-lg font-semibold text-slate-900">{s.tile?.title}</span>
                {s.key === "notifications" && unread > 0 && (
                  <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
                    {unread}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </span>
              <span className="mt-2 text-sm text-slate-700">{s.tile?.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
