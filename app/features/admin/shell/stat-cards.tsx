import type { StatCards as Stats } from "~/features/admin/dashboard/dashboard-api";

const NUMBER = new Intl.NumberFormat("en-IN");

/** The five stat cards of the management view, all counted from the database. */
export function StatCards({ stats, showLeads }: { stats: Stats; showLeads: boolean }) {
  const cards = [
    ...(showLeads
      ? [
          { label: "Total Leads", value: stats.totalLeads ?? 0 },
          { label: "New Leads", value: stats.newLeads ?? 0 },
        ]
      : []),
    { label: "Published Posts", value: stats.publishedPosts },
    { label: "Total Views", value: stats.totalViews },
    { label: "Engagement", value: stats.engagement, hint: "likes, comments and shares" },
  ];
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-5">
      {cards.map((c) => (
        <div key={c.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-700">
            {c.label}
            {c.hint && <span className="sr-only"> ({c.hint})</span>}
          </dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{NUMBER.format(c.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
