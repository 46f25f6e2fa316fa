// The slot picker's data (GET /api/booking/slots and the Get Started loader): free slots in the
// window, narrowed by the time preference, grouped by day in the visitor's zone, each with its time
// there and in IST. The nearest free slots of a refused booking come from here too.
import type { SlotList, SlotPreference, SlotView } from "~/lib/booking";
import { IST } from "../calendar/zones";
import type { Availability } from "./availability";
import { dayLabel, slotView } from "./call-time";
import { filterByPreference, groupByDay } from "./slot-display";
import { freeSlots, nearestSlots } from "./slots";

export function slotList(avail: Availability, zone = IST, preference: SlotPreference | null = null): SlotList {
  const all = freeSlots(avail);
  const slots = preference ? filterByPreference(all, preference, zone, avail.now, avail.calendar) : all;
  const days = groupByDay(slots, zone).map((g) => ({
    date: g.date,
    label: g.shown[0] ? dayLabel(g.shown[0].start, zone) : g.date,
    shown: g.shown.map((s) => slotView(s.start, zone)),
    more: g.more.map((s) => slotView(s.start, zone)),
  }));
  return { zone, preference, callMinutes: avail.settings.callMinutes, days };
}

/** The free slots nearest to a refused one, to offer instead ("That time was just booked…"). */
export function nearestFree(avail: Availability, around: number, zone = IST, count = 3): SlotView[] {
  return nearestSlots(freeSlots(avail), around, count).map((s) => slotView(s.start, zone));
}
