// context.booking (app/lib/booking.ts BookingApi): what the /get-started loader and the manage page's
// loader and action call, per request (the client key counts booking attempts). Validation happens
// here, with the contract's schemas, whatever the page already checked.
import type { BookingApi } from "~/lib/booking";
import { ManageActionSchema, SlotQuerySchema } from "~/lib/booking-schema";
import { refuse } from "~/lib/result";
import { IST } from "../calendar/zones";
import { loadAvailability } from "./availability";
import type { BookingDeps } from "./booking-deps";
import { cancel, icsOf, manageView, reschedule } from "./manage";
import { slotList } from "./slot-list";

export function bookingApi(deps: BookingDeps, client?: string): BookingApi {
  return {
    async slots(query) {
      const parsed = SlotQuerySchema.safeParse(query ?? {});
      if (!parsed.success) return refuse("invalid", parsed.error.issues[0]?.message ?? "Invalid query");
      const avail = await loadAvailability(deps.db, deps.rules, deps.now().getTime());
      return { ok: true, list: slotList(avail, parsed.data.zone ?? IST, parsed.data.preference ?? null) };
    },
    async manageView(token) {
      const parsed = ManageActionSchema.safeParse({ intent: "view", token });
      if (!parsed.success) return refuse("missing", parsed.error.issues[0].message);
      return manageView(deps, parsed.data.token);
    },
    async reschedule(token, slot, zone) {
      const parsed = ManageActionSchema.safeParse({ intent: "reschedule", token, slot, zone });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        // A malformed token is as unknown as a forged one: 404, not a hint about its shape.
        return issue.path[0] === "token" ? refuse("missing", issue.message) : refuse("invalid", issue.message);
      }
      if (parsed.data.intent !== "reschedule") return refuse("invalid", "Unknown action");
      return reschedule(deps, parsed.data.token, parsed.data.slot, parsed.data.zone, client);
    },
    async cancel(token) {
      const parsed = ManageActionSchema.safeParse({ intent: "cancel", token });
      if (!parsed.success) return refuse("missing", parsed.error.issues[0].message);
      return cancel(deps, parsed.data.token, client);
    },
    async ics(token) {
      const parsed = ManageActionSchema.safeParse({ intent: "view", token });
      if (!parsed.success) return refuse("missing", parsed.error.issues[0].message);
      return icsOf(deps, parsed.data.token);
    },
  };
}
