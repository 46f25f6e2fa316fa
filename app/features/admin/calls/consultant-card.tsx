import { useState } from "react";
import { useFetcher } from "react-router";
import { TextField } from "~/components/ui/field";
import type { ConsultantAvailability, FeedState } from "~/features/admin/calls/calls-api";
import { WEEKDAY_KEYS, WEEKDAY_LABELS } from "~/features/admin/calls/hours-text";
import { formatWhen } from "~/features/admin/shared/format";
import { Panel } from "~/features/admin/shared/panel";
import { fieldErrorsIn, useResultToast } from "~/features/admin/shared/use-result-toast";
import type { Result } from "~/lib/result";

// One consultant's availability: weekly hours (IST), days off, and their calendar feed (shown by its
// host only: the address is a secret the server never sends back). Read-only for a sales user looking
// at someone else's.

export function ConsultantCard({ consultant: c }: { consultant: ConsultantAvailability }) {
  const id = `consultant-${c.userId.replace(/[^A-Za-z0-9_-]/g, "")}`;
  return (
    <Panel id={id} title={`${c.name} (${c.role})`}>
      <div className="mt-3 grid gap-6 lg:grid-cols-2">
        <Hours c={c} idPrefix={id} />
        <div className="grid content-start gap-6">
          <DaysOff c={c} idPrefix={id} />
          <Feed c={c} idPrefix={id} />
        </div>
      </div>
    </Panel>
  );
}

type Part = { c: ConsultantAvailability; idPrefix: string };

function Hidden({ intent, userId }: { intent: string; userId: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={userId} />
    </>
  );
}

function Hours({ c, idPrefix }: Part) {
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher);
  const errors = fieldErrorsIn(fetcher.data);
  const title = `${idPrefix}-hours`;
  return (
    <section aria-labelledby={title}>
      <h3 id={title} className="font-semibold text-slate-900">
        Weekly hours (IST)
      </h3>
      <p className="text-sm text-slate-700">
        {c.officeHours ? "The office hours, until changed. " : ""}
        Write each day as “9:00 AM-6:00 PM”; several openings with commas; empty for a day off every week.
      </p>
      {c.editable ? (
        <fetcher.Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
          <Hidden intent="hours" userId={c.userId} />
          {WEEKDAY_KEYS.map((d) => (
            <TextField
              key={d}
              id={`${idPrefix}-${d}`}
              name={d}
              label={WEEKDAY_LABELS[d]}
              defaultValue={c.hours[d]}
              maxLength={300}
              error={errors[d]}
            />
          ))}
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary" disabled={fetcher.state !== "idle"}>
              Save hours<span className="sr-only"> for {c.name}</span>
            </button>
          </div>
        </fetcher.Form>
      ) : (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {WEEKDAY_KEYS.map((d) => (
            <div key={d} className="contents">
              <dt className="font-medium text-slate-900">{WEEKDAY_LABELS[d]}</dt>
              <dd className="text-slate-800">{c.hours[d] || "closed"}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function DaysOff({ c, idPrefix }: Part) {
  const fetcher = useFetcher<Result>();
  const [added, setAdded] = useState(0);
  useResultToast(fetcher, (r) => r.ok && setAdded((n) => n + 1));
  const errors = fieldErrorsIn(fetcher.data);
  const title = `${idPrefix}-off`;
  return (
    <section aria-labelledby={title}>
      <h3 id={title} className="font-semibold text-slate-900">
        Days off
      </h3>
      {c.daysOff.length === 0 ? (
        <p className="text-sm text-slate-700">None ahead.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {c.daysOff.map((d) => (
            <li key={d} className="flex items-center gap-2 rounded-lg border border-slate-200 px-2 py-1 text-sm">
              <span className="tabular-nums">{d}</span>
              {c.editable && (
                <fetcher.Form method="post">
                  <Hidden intent="day-off-remove" userId={c.userId} />
                  <button type="submit" name="date" value={d} className="text-brand-700 underline underline-offset-2">
                    Remove<span className="sr-only"> day off {d}</span>
                  </button>
                </fetcher.Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {c.editable && (
        <fetcher.Form method="post" className="mt-3 flex flex-wrap items-end gap-3" key={added}>
          <Hidden intent="day-off-add" userId={c.userId} />
          <TextField id={`${idPrefix}-off-from`} name="from" type="date" label="From" required error={errors.from} />
          <TextField id={`${idPrefix}-off-to`} name="to" type="date" label="To (optional)" error={errors.to} />
          <button type="submit" className="btn-secondary" disabled={fetcher.state !== "idle"}>
            Add days off<span className="sr-only"> for {c.name}</span>
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}

function feedLine(f: FeedState): string {
  switch (f.kind) {
    case "none":
      return "No calendar feed: only these hours, days off and booked calls count.";
    case "waiting":
      return `Feed on ${f.host}: not read yet (within a few minutes).`;
    case "ok":
      return `Feed on ${f.host}: last read ${formatWhen(f.okAt)}, ${f.busy} busy ${f.busy === 1 ? "time" : "times"} ahead.`;
    case "error":
      return `Feed on ${f.host}: the last read failed ${formatWhen(f.checkedAt)}: ${f.error}. ${
        f.okAt ? `Using the copy of ${formatWhen(f.okAt)} (${f.busy} busy times).` : "No good copy yet."
      }`;
  }
}

function Feed({ c, idPrefix }: Part) {
  const fetcher = useFetcher<Result>();
  const [saved, setSaved] = useState(0);
  useResultToast(fetcher, (r) => r.ok && setSaved((n) => n + 1));
  const errors = fieldErrorsIn(fetcher.data);
  const title = `${idPrefix}-feed`;
  return (
    <section aria-labelledby={title}>
      <h3 id={title} className="font-semibold text-slate-900">
        Calendar feed
      </h3>
      <p className={`text-sm ${c.feed.kind === "error" ? "text-red-800" : "text-slate-700"}`}>{feedLine(c.feed)}</p>
      {c.editable && (
        <>
          <fetcher.Form method="post" className="mt-3 grid gap-2" key={saved}>
            <Hidden intent="feed-save" userId={c.userId} />
            <TextField
              id={`${idPrefix}-feed-url`}
              name="url"
              type="url"
              label={c.feed.kind === "none" ? "Private iCalendar address" : "Replace with another address"}
              hint="Google Calendar: Settings › your calendar › Secret address in iCal format. Kept secret: only its host is shown."
              autoComplete="off"
              spellCheck={false}
              required
              maxLength={2000}
              error={errors.url}
            />
            <div>
              <button type="submit" className="btn-secondary" disabled={fetcher.state !== "idle"}>
                Save feed<span className="sr-only"> for {c.name}</span>
              </button>
            </div>
          </fetcher.Form>
          {c.feed.kind !== "none" && (
            <fetcher.Form method="post" className="mt-2">
              <Hidden intent="feed-remove" userId={c.userId} />
              <button type="submit" className="btn-secondary" disabled={fetcher.state !== "idle"}>
                Remove feed<span className="sr-only"> of {c.name}</span>
              </button>
            </fetcher.Form>
          )}
        </>
      )}
    </section>
  );
}
