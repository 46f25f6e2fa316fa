import type { Availability, BookingRules } from "~/features/admin/calls/calls-api";
import { CallsNav } from "~/features/admin/calls/calls-nav";
import { ConsultantCard } from "~/features/admin/calls/consultant-card";
import { HolidaysPanel } from "~/features/admin/calls/holidays-panel";
import { EmptyState } from "~/features/admin/shared/empty-state";
import { Panel } from "~/features/admin/shared/panel";
import { TabPage } from "~/features/admin/shared/tab-page";

// Calls > Availability (issue #38): who takes calls and when, the company's holidays, and the booking
// rules the server's settings fix. Slots on the Get Started page are the hours minus days off,
// holidays, busy times from each calendar feed and the calls already booked.

export function AvailabilityTab({ availability }: { availability: Availability }) {
  const { consultants, holidays, rules, canEditHolidays } = availability;
  return (
    <TabPage
      title="Availability"
      description="Who takes strategy calls and when, in India Standard Time. Visitors are offered the hours below, minus days off, holidays, busy times from each calendar feed and the calls already booked."
    >
      <CallsNav current="availability" />
      <div className="grid gap-6">
        {consultants.length === 0 ? (
          <EmptyState title="Nobody takes calls">
            Visitors are offered no times. An admin ticks “Takes calls” for an admin or sales user in the Users tab.
          </EmptyState>
        ) : (
          consultants.map((c) => <ConsultantCard key={c.userId} consultant={c} />)
        )}
        <HolidaysPanel holidays={holidays} canEdit={canEditHolidays} />
        <RulesPanel rules={rules} />
      </div>
    </TabPage>
  );
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

function RulesPanel({ rules }: { rules: BookingRules }) {
  const items: [string, string][] = [
    ["Call length", plural(rules.callMinutes, "minute")],
    ["Free time around each call", rules.bufferMinutes ? plural(rules.bufferMinutes, "minute") : "none"],
    ["Minimum notice", plural(rules.noticeMinutes, "minute")],
    ["Offered ahead", plural(rules.windowDays, "day")],
    ["Most calls a day per person", rules.maxPerDay === null ? "no maximum" : String(rules.maxPerDay)],
    ["Meeting link", rules.meetingUrlTemplate || "none"],
    ["Reminders", rules.reminderHours.length ? `${rules.reminderHours.join(" and ")} hours before the call` : "none"],
    [
      "Calendar feeds read",
      rules.feedIntervalMinutes ? `every ${plural(rules.feedIntervalMinutes, "minute")}` : "never",
    ],
  ];
  return (
    <Panel id="booking-rules" title="Booking rules">
      <p className="mt-1 text-sm text-slate-700">
        Set by the server's settings (BOOKING_CALL_MINUTES, BOOKING_BUFFER_MINUTES, BOOKING_NOTICE_MINUTES,
        BOOKING_WINDOW_DAYS, BOOKING_MAX_PER_DAY, BOOKING_MEETING_URL, BOOKING_REMINDER_HOURS,
        BOOKING_FEED_INTERVAL_MINUTES); they change with a restart, not here.
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {items.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-900">{label}</dt>
            <dd className="break-all text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
