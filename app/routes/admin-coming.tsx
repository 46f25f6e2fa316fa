import { adminMeta } from "~/features/admin/admin-meta";
import { requireUser } from "~/features/admin/guard";
import { SECTIONS, sectionForPath } from "~/features/admin/sections";
import type { Route } from "./+types/admin-coming";

// Content tabs built by the next admin issues: an honest empty state, never sample rows.
export function loader({ context, request }: Route.LoaderArgs) {
  const section = sectionForPath(new URL(request.url).pathname.replace(/\.data$/, "")) ?? SECTIONS[0];
  requireUser(context, request, section.key);
  return { label: section.label };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.label ?? "Admin");

export default function AdminComing({ loaderData }: Route.ComponentProps) {
  return (
    <section
      aria-labelledby="tab-heading"
      className="rounded-2xl border border-dashed border-slate-300 p-10 text-center"
    >
      <h1 id="tab-heading" className="text-2xl font-bold text-slate-900">
        {loaderData.label}
      </h1>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">
        The {loaderData.label} tab is coming in the next release of the admin area. Until then it stays empty: it will
        list the site's real records, never sample data.
      </p>
    </section>
  );
}
