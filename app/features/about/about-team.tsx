import { Avatar } from "~/components/ui/avatar";
import { SectionHeading } from "~/components/ui/section-heading";
import type { PublicMember } from "~/content/managed-content";
import { teamSection } from "~/content/team";

/** The active team members in the team's order (admin Team tab), from the route's loader data. */
export function AboutTeam({ team }: { team: readonly PublicMember[] }) {
  return (
    <section aria-labelledby="about-team" className="container-page py-20">
      <SectionHeading id="about-team" title={teamSection.title} subtitle={teamSection.subtitle} />
      {team.length === 0 ? (
        <p className="mx-auto mt-10 max-w-2xl text-center text-slate-700">{teamSection.empty}</p>
      ) : (
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((m) => (
            <li key={m.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Avatar image={m.image} initials={m.avatar} size={80} className="size-20 text-2xl" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{m.name}</h3>
              <p className="text-sm font-medium text-brand-700">{m.role}</p>
              {m.bio && <p className="mt-3 flex-1 text-sm text-slate-700">{m.bio}</p>}
              {m.skills.length > 0 && (
                <ul aria-label={`${teamSection.skillsLabel} of ${m.name}`} className="mt-4 flex flex-wrap gap-2">
                  {m.skills.map((s) => (
                    <li key={s} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-800">
                      {s}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
