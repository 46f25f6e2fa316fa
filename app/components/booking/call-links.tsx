import { CalendarPlus, Download, Video } from "lucide-react";
import { CONFIRMATION_COPY } from "~/content/booking";

// What the confirmation and the manage page both show for a booked call: the meeting link and "Add to
// calendar" (the .ics download and a Google Calendar link).

/**
 * A link of ours as a path: the server writes absolute links for e-mails (SITE_URL), while the page
 * must stay on the host it was served from.
 */
export function pathOf(url: string): string {
  try {
    const u = new URL(url, "http://x");
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return url;
  }
}

export function MeetingLink({ url }: { url: string | null }) {
  if (!url) return <p className="text-sm">{CONFIRMATION_COPY.meetingLater}</p>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="btn-primary">
      <Video aria-hidden="true" className="size-4" />
      {CONFIRMATION_COPY.meeting}
      <span className="sr-only">{CONFIRMATION_COPY.newTab}</span>
    </a>
  );
}

export function AddToCalendar({ icsUrl, googleCalendarUrl }: { icsUrl: string; googleCalendarUrl: string }) {
  return (
    <section aria-labelledby="add-to-calendar">
      <h3 id="add-to-calendar" className="font-semibold">
        {CONFIRMATION_COPY.addToCalendar}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-3">
        <li>
          <a href={pathOf(icsUrl)} download="strategy-call.ics" className="btn-secondary">
            <Download aria-hidden="true" className="size-4" />
            {CONFIRMATION_COPY.ics}
          </a>
        </li>
        <li>
          <a href={googleCalendarUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary">
            <CalendarPlus aria-hidden="true" className="size-4" />
            {CONFIRMATION_COPY.google}
            <span className="sr-only">{CONFIRMATION_COPY.newTab}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
