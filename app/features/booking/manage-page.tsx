import { CalendarClock, CalendarX2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import BookingPicker from "~/components/booking/booking-picker";
import { AddToCalendar, MeetingLink } from "~/components/booking/call-links";
import { PageIntro } from "~/components/ui/page-intro";
import { MANAGE_COPY } from "~/content/booking";
import { BOOKING_FIELDS, type BookingView, icsHref, manageHref, type SlotList } from "~/lib/booking";
import type { ManageActionData, ManageLoaderData } from "./manage-route.server";

// The manage page behind a booking's token (issue #38): the call, then "move it" (the same slot picker
// as Get Started) and "cancel it", until the minimum notice; after that, whom to contact. Both forms
// post to this page, with or without JavaScript.

const PICKER_ID = "manage-slot";

export function ManagePage({ data, actionData }: { data: ManageLoaderData; actionData?: ManageActionData }) {
  if (!data.found) {
    return (
      <>
        <PageIntro heading={MANAGE_COPY.title} intro={MANAGE_COPY.intro} />
        <section className="container-page py-14">
          <p role="alert" className="max-w-2xl text-lg text-slate-900">
            {data.message}
          </p>
          <a href="/get-started" className="btn-primary mt-6">
            {MANAGE_COPY.bookNew}
          </a>
        </section>
      </>
    );
  }
  const { booking, token } = data;
  const changeable = booking.status === "booked" && booking.canChange;
  return (
    <>
      <PageIntro heading={MANAGE_COPY.title} intro={MANAGE_COPY.intro} />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-3">
        <div className="space-y-10 lg:col-span-2">
          {actionData?.status === "done" && (
            <p
              role="status"
              className="rounded-lg bg-emerald-50 p-4 font-medium text-emerald-950 ring-1 ring-emerald-200"
            >
              {actionData.message}
            </p>
          )}
          {actionData?.status === "refused" && !actionData.nearest && (
            <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-900 ring-1 ring-red-200">
              {actionData.message}
            </p>
          )}
          <CallSummary booking={booking} token={token} />
          {booking.status === "booked" && !booking.canChange && booking.tooLate && (
            <p className="rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300">{booking.tooLate}</p>
          )}
          {changeable && data.slots && <Reschedule token={token} slots={data.slots} actionData={actionData} />}
          {changeable && <Cancel token={token} />}
          {booking.status === "cancelled" && (
            <a href="/get-started" className="btn-primary">
              {MANAGE_COPY.bookNew}
            </a>
          )}
        </div>
      </div>
    </>
  );
}

function CallSummary({ booking, token }: { booking: BookingView; token: string }) {
  return (
    <section aria-labelledby="manage-call" className="space-y-5 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
      <h2 id="manage-call" className="text-xl font-bold text-slate-900">
        {MANAGE_COPY.status[booking.status]}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-semibold text-slate-900">{MANAGE_COPY.when}</dt>
        <dd className="text-slate-800">{booking.time.text}</dd>
        <dt className="font-semibold text-slate-900">{MANAGE_COPY.with}</dt>
        <dd className="text-slate-800">{booking.consultant}</dd>
      </dl>
      {booking.status === "booked" && (
        <>
          <MeetingLink url={booking.meetingUrl} />
          <AddToCalendar icsUrl={icsHref(token)} googleCalendarUrl={booking.googleCalendarUrl} />
        </>
      )}
    </section>
  );
}

function Reschedule({ token, slots, actionData }: { token: string; slots: SlotList; actionData?: ManageActionData }) {
  const posted = actionData && actionData.status !== "done" ? actionData : undefined;
  const submitting = useNavigation().state === "submitting";
  const refused = posted?.status === "refused" && posted.nearest ? posted : undefined;
  return (
    <section id="reschedule" aria-labelledby="reschedule-title" className="scroll-mt-24">
      <h2 id="reschedule-title" className="text-xl font-bold text-slate-900">
        {MANAGE_COPY.rescheduleLegend}
      </h2>
      <Form method="post" action={manageHref(token)} className="mt-4 space-y-6">
        <BookingPicker
          id={PICKER_ID}
          legend={MANAGE_COPY.pickLegend}
          initial={posted?.slots ?? slots}
          preference={null}
          initialSlot={posted?.status === "show-times" ? posted.slot : undefined}
          notice={refused?.nearest ? { message: refused.message, nearest: refused.nearest } : undefined}
          showTimesAction={`${manageHref(token)}#${PICKER_ID}`}
        />
        <button
          type="submit"
          name={BOOKING_FIELDS.intent}
          value="reschedule"
          className="btn-primary"
          disabled={submitting}
        >
          <CalendarClock aria-hidden="true" className="size-4" />
          {MANAGE_COPY.rescheduleSubmit}
        </button>
      </Form>
    </section>
  );
}

function Cancel({ token }: { token: string }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <section id="cancel" aria-labelledby="cancel-title" className="scroll-mt-24">
      <h2 id="cancel-title" className="text-xl font-bold text-slate-900">
        {MANAGE_COPY.cancelHeading}
      </h2>
      <p className="mt-2 text-slate-700">{MANAGE_COPY.cancelText}</p>
      <Form method="post" action={manageHref(token)} className="mt-4">
        <button
          type="submit"
          name={BOOKING_FIELDS.intent}
          value="cancel"
          className="btn-secondary"
          disabled={submitting}
        >
          <CalendarX2 aria-hidden="true" className="size-4" />
          {MANAGE_COPY.cancelSubmit}
        </button>
      </Form>
    </section>
  );
}
