import { CheckCircle2 } from "lucide-react";
import { useCallback, useState } from "react";
import { PageIntro } from "~/components/ui/page-intro";
import { BOOKED_NEXT, GET_STARTED_NEXT, GET_STARTED_STEPS, REPLY_PROMISE } from "~/content/get-started";
import type { SlotList } from "~/lib/booking";
import { type GetStartedActionData, GetStartedForm } from "./get-started-form";

interface Props {
  heading: string;
  intro: string;
  actionData?: GetStartedActionData;
  /** Free times for the picker (null: booking is off, the form is the spec's request). */
  slots: SlotList | null;
}

/**
 * Get Started: the three-step intro, then the outcomes, details and slot picker beside what happens
 * next, which says the call is booked once it is.
 */
export function GetStartedPage({ heading, intro, actionData, slots }: Props) {
  const [booked, setBooked] = useState(actionData?.status === "booked");
  const onBooked = useCallback(() => setBooked(true), []);
  return (
    <>
      <PageIntro heading={heading} intro={intro} />
      <StepsIntro />
      <section aria-label="Request form" className="container-page grid gap-12 pb-20 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <GetStartedForm actionData={actionData} slots={slots} onBooked={onBooked} />
        </div>
        <NextSteps booked={booked} />
      </section>
    </>
  );
}

function StepsIntro() {
  return (
    <section aria-labelledby="get-started-steps" className="container-page py-14">
      <h2 id="get-started-steps" className="sr-only">
        How it works
      </h2>
      <ol className="grid gap-6 md:grid-cols-3">
        {GET_STARTED_STEPS.map(({ icon: Icon, title, text }, i) => (
          <li key={title} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
            <div className="flex items-center gap-3">
              <span className="grid size-10 place-items-center rounded-full bg-brand-700 font-bold text-white">
                {i + 1}
              </span>
              <Icon aria-hidden="true" className="size-5 text-brand-700" />
            </div>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-slate-700">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function NextSteps({ booked }: { booked: boolean }) {
  const next = booked ? BOOKED_NEXT : GET_STARTED_NEXT;
  return (
    <aside aria-labelledby="get-started-next" className="h-fit rounded-2xl bg-ink p-8 text-white lg:sticky lg:top-24">
      <h2 id="get-started-next" className="text-xl font-bold">
        {next.title}
      </h2>
      <ul className="mt-5 space-y-4">
        {next.items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-200">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-300" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      {!booked && <p className="mt-6 border-t border-white/20 pt-5 font-semibold">{REPLY_PROMISE}</p>}
    </aside>
  );
}
