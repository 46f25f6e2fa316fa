import { memo, useEffect, useState } from "react";
import type { SlotList, SlotPreference, SlotView } from "~/lib/booking";
import { useHydrated } from "~/lib/use-hydrated";
import { SlotPicker } from "./slot-picker";
import { listHas, useSlotList } from "./use-slot-list";

// The slot picker with its state: the times (useSlotList), the chosen one, and what follows a refused
// time. The form around it reads the chosen slot and zone from its own fields when it is sent, so Get
// Started can load this module lazily: the server renders it in place, and it hydrates once its chunk
// arrives, keeping the page's first JavaScript within budget.

export interface BookingPickerProps {
  id: string;
  initial: SlotList;
  /** The time preference that narrows the times (null: all of them). */
  preference: SlotPreference | null;
  /** The time chosen when the page was rendered (a post without JavaScript); "" is none of them. */
  initialSlot?: string | null;
  allowNone?: boolean;
  legend?: string;
  /** A refused time: what to say, and the nearest free times. */
  notice?: { message: string; nearest: readonly SlotView[] };
  /** Raised after each refusal with JavaScript: the choice goes, the times load again, focus moves to the nearest. */
  refusals?: number;
  showTimesAction?: string;
}

/** A radio of this picker checked before React ran (the visitor was quicker than the script). */
function checkedBeforeHydration(id: string): string | null {
  if (typeof document === "undefined") return null;
  const checked = document.querySelector<HTMLInputElement>(`#${CSS.escape(id)} input[type=radio]:checked`);
  return checked ? checked.value : null;
}

function BookingPicker(props: BookingPickerProps) {
  const { id, initial, preference, notice, refusals = 0 } = props;
  const [slot, setSlot] = useState<string | null>(() => props.initialSlot ?? checkedBeforeHydration(id));
  const picker = useSlotList(initial, preference, id);
  const hydrated = useHydrated();

  // A time the list no longer offers (another preference) is not sent unseen.
  useEffect(() => {
    if (slot && picker.list && !listHas(picker.list, slot) && !notice?.nearest.some((s) => s.start === slot)) {
      setSlot(null);
    }
  }, [slot, picker.list, notice]);

  // After a refused time: ask again (the taken one goes) and land on the nearest free one.
  const { refresh } = picker;
  useEffect(() => {
    if (refusals === 0) return;
    setSlot(null);
    refresh();
    document.getElementById(`${id}-nearest-0`)?.focus();
  }, [refusals, refresh, id]);

  if (!picker.list) return null;
  return (
    <SlotPicker
      id={id}
      legend={props.legend}
      list={picker.list}
      zone={picker.zone}
      selected={slot}
      onSelect={setSlot}
      onZoneChange={picker.setZone}
      hydrated={hydrated}
      busy={picker.busy}
      error={picker.error}
      announcement={picker.announcement}
      notice={notice?.message}
      nearest={notice?.nearest}
      allowNone={props.allowNone}
      showTimesAction={props.showTimesAction}
    />
  );
}

// The form around it renders again once hydrated (its own fields switch to live validation): the
// picker, with the same props, does not.
export default memo(BookingPicker);
