import { PageIntro } from "~/components/ui/page-intro";
import { PRIVACY_UPDATED, type PrivacyPeriods, privacySections } from "~/content/privacy";
import { useSite } from "~/lib/public-settings";

interface Props {
  heading: string;
  intro: string;
  periods: PrivacyPeriods;
}

/** The privacy notice: one section per question, the periods as the server's settings have them. */
export function PrivacyPage({ heading, intro, periods }: Props) {
  const site = useSite();
  const sections = privacySections(periods, { brandName: site.brandName, email: site.contact.email });
  return (
    <>
      <PageIntro heading={heading} intro={intro} />
      <div className="container-page max-w-3xl py-16">
        <p className="text-sm text-slate-600">Last updated {PRIVACY_UPDATED}</p>
        {sections.map((s) => (
          <section key={s.id} aria-labelledby={`privacy-${s.id}`} className="mt-10">
            <h2 id={`privacy-${s.id}`} className="text-2xl font-bold text-slate-900">
              {s.title}
            </h2>
            {s.paragraphs.map((text) => (
              <p key={text} className="mt-4 text-slate-700">
                {text}
              </p>
            ))}
            {s.items && (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
                {s.items.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
