import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { AddToCalendar, MeetingLink, pathOf } from "~/components/booking/call-links";
import { CONFIRMATION_COPY } from "~/content/booking";
import type { BookingConfirmation } from "~/lib/booking";

/**
 * The confirmation of a booked call, in place of the form: when (the visitor's time and IST, worded by
 * the server), with whom, where the invite went, the meeting link, "Add to calendar", and the manage
 * page to move or cancel it. The manage link is shown only here and in the e-mail.
 */
export default function GetStartedBooked({ booking }: { booking: BookingConfirmation }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen reader users land on the confirmation, not on a vanished button.
  useEffect(() => heading.current?.focus(), []);
  const manage = pathOf(booking.manageUrl);
  return (
    <div role="status" className="space-y-5 rounded-2xl bg-emerald-50 p-8 text-emerald-950 ring-1 ring-emerald-200">
      <CheckCircle2 aria-hidden="true" className="size-8 text-emerald-700" />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {CONFIRMATION_COPY.heading}
      </h2>
      <p>{CONFIRMATION_COPY.sentence(booking.time.text, booking.consultant, booking.email)}</p>
      <MeetingLink url={booking.meetingUrl} />
      <AddToCalendar icsUrl={booking.icsUrl} googleCalendarUrl={booking.googleCalendarUrl} />
      <p className="text-sm">
        {CONFIRMATION_COPY.change}{" "}
        <a href={`${manage}#reschedule`} className="font-semibold underline underline-offset-2">
          {CONFIRMATION_COPY.reschedule}
        </a>{" "}
        or{" "}
        <a href={`${manage}#cancel`} className="font-semibold underline underline-offset-2">
          {CONFIRMATION_COPY.cancel.toLowerCase()}
        </a>
        .
      </p>
    </div>
  );
}
