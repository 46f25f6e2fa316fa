import { useState } from "react";
import { useFetcher } from "react-router";
import { TextField } from "~/components/ui/field";
import type { HolidayRow } from "~/features/admin/calls/calls-api";
import { AdminTable } from "~/features/admin/shared/admin-table";
import { Panel } from "~/features/admin/shared/panel";
import { fieldErrorsIn, useResultToast } from "~/features/admin/shared/use-result-toast";
import type { Result } from "~/lib/result";

// The company's holidays: no calls are offered on them, and the e-mail sequences and live chat read
// the same list (server/calendar/business-calendar.ts). Admins add and remove them.

export function HolidaysPanel({ holidays, canEdit }: { holidays: HolidayRow[]; canEdit: boolean }) {
  const remover = useFetcher<Result>();
  useResultToast(remover);
  const adder = useFetcher<Result>();
  const [added, setAdded] = useState(0);
  // A new key after an addition empties the fields.
  useResultToast(adder, (r) => r.ok && setAdded((n) => n + 1));
  const errors = fieldErrorsIn(adder.data);
  return (
    <Panel id="holidays" title="Company holidays">
      <p className="mt-1 text-sm text-slate-700">
        No calls are offered on these days (IST). A holiday marked “every year” falls on the same date each later year.
      </p>
      {holidays.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No holidays.</p>
      ) : (
        <AdminTable
          inPanel
          caption="Company holidays"
          columns={canEdit ? ["Date", "Holiday", "Every year", "Actions"] : ["Date", "Holiday", "Every year"]}
        >
          {holidays.map((h) => (
            <tr key={h.date}>
              <td className="px-3 py-2 tabular-nums">{h.date}</td>
              <td className="px-3 py-2">{h.name}</td>
              <td className="px-3 py-2">{h.everyYear ? "yes" : "no"}</td>
              {canEdit && (
                <td className="px-3 py-2">
                  <remover.Form method="post">
                    <input type="hidden" name="intent" value="holiday-remove" />
                    <button type="submit" name="date" value={h.date} className="btn-secondary">
                      Remove<span className="sr-only"> {h.name}</span>
                    </button>
                  </remover.Form>
                </td>
              )}
            </tr>
          ))}
        </AdminTable>
      )}
      {canEdit && (
        <adder.Form method="post" className="mt-4 flex flex-wrap items-end gap-3" key={added}>
          <input type="hidden" name="intent" value="holiday-add" />
          <TextField id="holiday-date" name="date" type="date" label="Date" required error={errors.date} />
          <TextField id="holiday-name" name="name" label="Holiday" required maxLength={100} error={errors.name} />
          <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
            <input type="checkbox" name="everyYear" className="size-4" />
            Every year
          </label>
          <button type="submit" className="btn-primary" disabled={adder.state !== "idle"}>
            Add holiday
          </button>
        </adder.Form>
      )}
    </Panel>
  );
}
