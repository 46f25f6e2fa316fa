import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { ToastProvider } from "~/components/widgets/toast";
import { LeadSequence } from "./lead-sequence";
import type { LeadSequencePanel, LeadSequenceState } from "./sequences-api";

const RUNNING: LeadSequenceState = {
  id: "seq-1",
  status: "active",
  startedBy: null,
  consentText: "Email me ideas and next steps for this",
  consentAskedAt: "2026-12-07T05:00:00.000Z",
  consentConfirmedAt: "2026-12-07T06:15:00.000Z",
  timeZone: "Europe/Berlin",
  startedAt: "2026-12-07T06:15:00.000Z",
  stopReason: null,
  stoppedAt: null,
  steps: [
    {
      step: 1,
      subject: "Priya, three ideas",
      plannedAt: "2026-12-09T09:00:00.000Z",
      sentAt: "2026-12-09T09:00:30.000Z",
      openedAt: "2026-12-09T10:00:00.000Z",
      clickedAt: null,
      skippedReason: null,
    },
    {
      step: 2,
      subject: "The first 90 days",
      plannedAt: "2026-12-14T09:00:00.000Z",
      sentAt: null,
      openedAt: null,
      clickedAt: null,
      skippedReason: null,
    },
  ],
  next: {
    step: 2,
    at: "2026-12-14T09:00:00.000Z",
    theirTime: "Mon 14 Dec, 10:00",
    istTime: "14:30",
    label: "Step 2 on Mon 14 Dec, 10:00 their time, 14:30 IST",
  },
  paused: false,
};
const LIVE: LeadSequencePanel = {
  sequence: RUNNING,
  canStart: false,
  cannotStartReason: "Already running",
  canStop: true,
};

function PanelRoute() {
  return (
    <ToastProvider>
      <LeadSequence panel={useLoaderData<LeadSequencePanel>()} />
    </ToastProvider>
  );
}

function renderPanel(panel: LeadSequencePanel) {
  const posts: string[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/leads/l1",
      Component: PanelRoute,
      loader: () => panel,
      action: async ({ request }) => {
        posts.push(String((await request.formData()).get("intent")));
        return { ok: true, message: "Sequence stopped." };
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/leads/l1"]} />);
  return posts;
}

describe("the lead page's sequence", () => {
  it("says how it started, what was sent and what is next, in both clocks (times in IST: UTC+5:30)", async () => {
    renderPanel(LIVE);
    expect(await screen.findByText("Running since 7 Dec 2026, 11:45 IST.")).toBeInTheDocument();
    expect(
      screen.getByText(
        'They ticked "Email me ideas and next steps for this" on 7 Dec 2026, 10:30 IST and confirmed from the e-mail on 7 Dec 2026, 11:45 IST.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Next: Step 2 on Mon 14 Dec, 10:00 their time, 14:30 IST")).toBeInTheDocument();
    const rows = screen.getAllByRole("row").map((r) => r.textContent);
    expect(rows.slice(1)).toEqual([
      "1Priya, three ideas9 Dec 2026, 14:30 IST9 Dec 2026, 14:30 IST9 Dec 2026, 15:30 IST—",
      "2The first 90 days14 Dec 2026, 14:30 ISTDue——",
    ]);
  });

  it.each([
    ["a live sequence", LIVE, ["Stop sequence", "They replied"], null],
    [
      "a stopped one that may start again",
      {
        sequence: {
          ...RUNNING,
          status: "stopped",
          stopReason: "they replied",
          stoppedAt: "2026-12-10T04:30:00.000Z",
          next: null,
        },
        canStart: true,
        cannotStartReason: null,
        canStop: false,
      },
      ["Start sequence"],
      "Stopped 10 Dec 2026, 10:00 IST: they replied.",
    ],
    [
      "no sequence, unsubscribed",
      { sequence: null, canStart: false, cannotStartReason: "Unsubscribed", canStop: false },
      [],
      "Cannot start one: Unsubscribed.",
    ],
  ] as [string, LeadSequencePanel, string[], string | null][])(
    "%s: its buttons and line",
    async (_case, panel, buttons, line) => {
      renderPanel(panel);
      await screen.findByRole("heading", { name: "E-mail sequence" });
      expect(screen.queryAllByRole("button").map((b) => b.textContent?.trim())).toEqual(buttons);
      if (line) expect(screen.getByText(line)).toBeInTheDocument();
    },
  );

  it("Stop sequence posts its intent and shows the answer", async () => {
    const posts = renderPanel(LIVE);
    fireEvent.click(await screen.findByRole("button", { name: "Stop sequence" }));
    expect(await screen.findByText("Sequence stopped.")).toBeInTheDocument();
    expect(posts).toEqual(["sequence-stop"]);
  });
});
