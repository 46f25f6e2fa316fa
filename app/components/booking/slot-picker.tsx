import { memo, type ReactNode, useState } from "react";
import { PICKER_COPY, slotName } from "~/content/booking";
import { IST_ZONE, zoneOptions } from "~/content/time-zones";
import { BOOKING_FIELDS, SHOW_TIMES_INTENT, type SlotList, type SlotView } from "~/lib/booking";
import { cn } from "~/lib/cn";

// The slot picker (issue #38), on Get Started and on the manage page. One radio group per day, each a
// fieldset with the day as its legend; every radio is named `slot`, so one time is chosen in the whole
// form and arrow keys walk through them. The first eight times of a day show, the rest sit in a
// <details> ("More times"), which opens without JavaScript too. Times come labelled from the server in
// the visitor's zone with IST beside; without JavaScript a zone select and "Show times" re-render the
// page in another zone. The live region says what the list now shows after a change.

export interface SlotPickerProps {
  /** Prefix of the ids, unique on the page. */
  id: string;
  list: SlotList;
  /** The zone chosen in the select (the list's until a new one loads). */
  zone?: string;
  /** The chosen start (ISO), "" for "None of these times suit me", null for nothing chosen yet. */
  selected: string | null;
  onSelect: (start: string) => void;
  onZoneChange: (zone: string) => void;
  /** Before hydration the zone select is posted with "Show times"; after, a change loads the times. */
  hydrated: boolean;
  /** Times are loading for a new zone or preference. */
  busy?: boolean;
  /** What the polite live region says (e.g. "Showing times for This week in New York time."). */
  announcement?: string;
  /** A refusal to show above the times (role=alert): "That time was just booked…". */
  notice?: string;
  /** The nearest free times after a refusal. */
  nearest?: readonly SlotView[];
  /** Offer "None of these times suit me" (Get Started: the request path). */
  allowNone?: boolean;
  legend?: string;
  /** A loading failure, shown in place of the times. */
  error?: string;
  /** Where "Show times" posts (the page's own path with #id, so the re-rendered page opens at the times). */
  showTimesAction?: string;
}

export function SlotPicker(props: SlotPickerProps) {
  const { id, list, selected, onZoneChange, hydrated, busy, announcement, notice, nearest, allowNone, error } = props;
  const hintId = `${id}-hint`;
  const inIst = list.zone === IST_ZONE;
  const zone = props.zone || list.zone;
  // A time offered among the nearest is not repeated in its day: one radio per time.
  const notNearest = (slot: SlotView) => !nearest?.some((n) => n.start === slot.start);
  return (
    <fieldset id={id} aria-describedby={hintId} className="scroll-mt-24 space-y-5">
      <legend className="text-lg font-semibold text-slate-900">{props.legend ?? PICKER_COPY.legend}</legend>
      <p id={hintId} className="-mt-3 text-sm text-slate-700">
        {PICKER_COPY.hint(list.callMinutes)}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:max-w-xs">
          <label htmlFor={`${id}-zone`} className="field-label">
            {PICKER_COPY.zoneLabel}
          </label>
          <select
            id={`${id}-zone`}
            name={BOOKING_FIELDS.zone}
            value={zone}
            onChange={(e) => onZoneChange(e.target.value)}
            aria-describedby={hydrated ? undefined : `${id}-zone-hint`}
            className="field"
          >
            {zoneOptions(zone).map((z) => (
              <option key={z.id} value={z.id}>
                {z.label}
              </option>
            ))}
          </select>
        </div>
        {!hydrated && (
          <button
            type="submit"
            name={BOOKING_FIELDS.intent}
            value={SHOW_TIMES_INTENT}
            formAction={props.showTimesAction}
            formNoValidate
            className="btn-secondary"
          >
            {PICKER_COPY.showTimes}
          </button>
        )}
        {!hydrated && (
          <p id={`${id}-zone-hint`} className="w-full text-xs text-slate-600">
            {PICKER_COPY.showTimesHint}
          </p>
        )}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {notice && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-950 ring-1 ring-amber-300">
          {notice}
        </p>
      )}
      {nearest && nearest.length > 0 && (
        <SlotGroup
          id={`${id}-nearest`}
          legend={PICKER_COPY.nearest}
          inIst={inIst}
          slots={nearest}
          selected={selected}
          onSelect={props.onSelect}
        />
      )}
      <div aria-busy={busy || undefined} className={cn("space-y-5", busy && "opacity-60")}>
        {error ? (
          <p className="text-sm text-slate-700">{error}</p>
        ) : list.days.length === 0 ? (
          <p className="text-sm text-slate-700">{PICKER_COPY.empty(list.preference, Boolean(allowNone))}</p>
        ) : (
          list.days.map((day) => (
            <SlotGroup
              key={day.date}
              selected={selected && dayHas(day, selected) ? selected : null}
              onSelect={props.onSelect}
              id={`${id}-${day.date}`}
              legend={day.label}
              inIst={inIst}
              slots={nearest?.length ? day.shown.filter(notNearest) : day.shown}
              more={nearest?.length ? day.more.filter(notNearest) : day.more}
            />
          ))
        )}
      </div>
      {allowNone && (
        <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <SlotRadio id={`${id}-none`} value="" checked={selected === ""} onSelect={props.onSelect}>
            <span className="font-semibold text-slate-900">{PICKER_COPY.none}</span>
            <span className="block text-sm text-slate-700">{PICKER_COPY.noneHint}</span>
          </SlotRadio>
        </div>
      )}
    </fieldset>
  );
}

const dayHas = (day: SlotList["days"][number], start: string) =>
  day.shown.some((s) => s.start === start) || day.more.some((s) => s.start === start);

interface GroupProps {
  id: string;
  legend: string;
  slots: readonly SlotView[];
  more?: readonly SlotView[];
  inIst: boolean;
  selected: string | null;
  onSelect: (start: string) => void;
}

// A day's times render again only when they or the choice change: not when the page hydrates, a
// zone is picked or the times start loading (most of the picker's DOM is here).
const SlotGroup = memo(function SlotGroup({ id, legend, slots, more = [], inIst, selected, onSelect }: GroupProps) {
  const chosenInMore = more.some((s) => s.start === selected);
  const [open, setOpen] = useState(chosenInMore);
  if (slots.length + more.length === 0) return null;
  const radios = (list: readonly SlotView[], from: number) =>
    list.map((slot, i) => (
      <SlotRadio
        key={slot.start}
        id={`${id}-${from + i}`}
        value={slot.start}
        checked={selected === slot.start}
        onSelect={onSelect}
        chip
      >
        {/* Read as one name, "9:00 AM (7:30 PM IST)"; seen as the time over its IST time. */}
        <span aria-hidden="true" className="font-semibold">
          {inIst ? `${slot.time} IST` : slot.time}
        </span>
        {!inIst && (
          <span aria-hidden="true" className="block text-xs text-slate-600">
            {slot.istTime} IST
          </span>
        )}
        <span className="sr-only">{slotName(slot.time, slot.istTime, inIst)}</span>
      </SlotRadio>
    ));
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">{radios(slots, 0)}</div>
      {more.length > 0 && (
        <details open={open || chosenInMore} onToggle={(e) => setOpen(e.currentTarget.open)} className="mt-2">
          <summary className="inline-flex min-h-6 cursor-pointer items-center rounded text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {PICKER_COPY.more(more.length)}
          </summary>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">{radios(more, slots.length)}</div>
        </details>
      )}
    </fieldset>
  );
});

function SlotRadio(props: {
  id: string;
  value: string;
  checked: boolean;
  onSelect: (value: string) => void;
  chip?: boolean;
  children: ReactNode;
}) {
  const { id, value, checked, onSelect, chip, children } = props;
  return (
    <label
      htmlFor={id}
      className={cn(
        "flex cursor-pointer gap-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
        chip && "rounded-lg px-3 py-2 ring-1",
        chip && (checked ? "bg-brand-50 ring-brand-600" : "bg-white ring-slate-300 hover:bg-slate-50"),
      )}
    >
      <input
        id={id}
        type="radio"
        name={BOOKING_FIELDS.slot}
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        className="mt-1 size-4 shrink-0 accent-brand-700"
      />
      <span>{children}</span>
    </label>
  );
}
