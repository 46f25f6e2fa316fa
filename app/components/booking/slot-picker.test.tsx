import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type SlotList, type SlotPreference, type SlotView, ZONE_COOKIE } from "~/lib/booking";
import { SlotPicker } from "./slot-picker";
import { useSlotList } from "./use-slot-list";

// Worked out by hand: Monday 9 March 2026, New York on EDT (UTC-4, its clocks went forward on the 8th),
// India on IST (UTC+5:30, 9 h 30 min ahead). 9:00 AM in New York is 13:00 UTC and 6:30 PM in India.
const nySlot = (hour: number, minute: number, day = 9): SlotView => {
  const utc = new Date(Date.UTC(2026, 2, day, hour + 4, minute));
  const ist = new Date(utc.getTime() + 330 * 60_000);
  const clock = (h: number, m: number) =>
    `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
  return {
    start: utc.toISOString(),
    time: clock(hour, minute),
    istTime: clock(ist.getUTCHours(), ist.getUTCMinutes()),
  };
};

// Ten half-hours from 9:00 AM: eight shown, two behind "More times".
const MONDAY = Array.from({ length: 10 }, (_, i) => nySlot(9 + Math.floor(i / 2), (i % 2) * 30));

const NEW_YORK: SlotList = {
  zone: "America/New_York",
  preference: "This week",
  callMinutes: 30,
  days: [
    { date: "2026-03-09", label: "Monday, 9 March", shown: MONDAY.slice(0, 8), more: MONDAY.slice(8) },
    { date: "2026-03-10", label: "Tuesday, 10 March", shown: [nySlot(10, 0, 10)], more: [] },
  ],
};

// The same Monday 9:00 AM New York slot, as the server labels it in IST.
const IST: SlotList = {
  zone: "Asia/Kolkata",
  preference: "This week",
  callMinutes: 30,
  days: [{ date: "2026-03-09", label: "Monday, 9 March", shown: [{ ...MONDAY[0], time: "6:30 PM" }], more: [] }],
};

function Picker({
  list,
  hydrated = true,
  allowNone = true,
}: {
  list: SlotList;
  hydrated?: boolean;
  allowNone?: boolean;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <form aria-label="Booking">
      <SlotPicker
        id="t"
        list={list}
        selected={selected}
        onSelect={setSelected}
        onZoneChange={() => {}}
        hydrated={hydrated}
        allowNone={allowNone}
      />
    </form>
  );
}

describe("SlotPicker", () => {
  it("groups the times by day, one named radio group per day, every radio posting as slot", () => {
    render(<Picker list={NEW_YORK} />);
    const monday = screen.getByRole("group", { name: "Monday, 9 March" });
    const tuesday = screen.getByRole("group", { name: "Tuesday, 10 March" });
    expect(
      within(monday)
        .getAllByRole("radio")
        .slice(0, 3)
        .map((r) => r.getAttribute("value")),
    ).toEqual(["2026-03-09T13:00:00.000Z", "2026-03-09T13:30:00.000Z", "2026-03-09T14:00:00.000Z"]);
    expect(within(tuesday).getByRole("radio", { name: "10:00 AM (7:30 PM IST)" })).toHaveAttribute(
      "value",
      "2026-03-10T14:00:00.000Z",
    );
    expect(within(monday).getByRole("radio", { name: "9:00 AM (6:30 PM IST)" })).toBeInTheDocument();
    const names = new Set(screen.getAllByRole("radio").map((r) => r.getAttribute("name")));
    expect(names).toEqual(new Set(["slot"]));
  });

  it("shows eight times a day and the rest behind More times", async () => {
    render(<Picker list={NEW_YORK} />);
    const monday = screen.getByRole("group", { name: "Monday, 9 March" });
    const more = within(monday).getByText("More times (2)");
    const late = within(monday).getByRole("radio", { name: "1:00 PM (10:30 PM IST)", hidden: true });
    expect(more.closest("details")).not.toHaveAttribute("open");
    expect(late).not.toBeVisible();
    await userEvent.click(more);
    expect(more.closest("details")).toHaveAttribute("open");
    expect(late).toBeVisible();
    expect(within(monday).getAllByRole("radio")).toHaveLength(10);
  });

  it("chooses one time in the whole form, and None of these times suit me posts an empty slot", async () => {
    render(<Picker list={NEW_YORK} />);
    await userEvent.click(screen.getByRole("radio", { name: "9:30 AM (7:00 PM IST)" }));
    const tuesday = screen.getByRole("group", { name: "Tuesday, 10 March" });
    await userEvent.click(within(tuesday).getByRole("radio", { name: "10:00 AM (7:30 PM IST)" }));
    const form = screen.getByRole("form", { name: "Booking" }) as HTMLFormElement;
    expect(new FormData(form).getAll("slot")).toEqual(["2026-03-10T14:00:00.000Z"]);
    await userEvent.click(screen.getByRole("radio", { name: /None of these times suit me/ }));
    expect(new FormData(form).getAll("slot")).toEqual([""]);
  });

  it("names each time once in IST when the visitor is in IST", () => {
    render(<Picker list={IST} />);
    expect(screen.getByRole("radio", { name: "6:30 PM IST" })).toHaveAttribute("value", "2026-03-09T13:00:00.000Z");
  });

  it("offers Show times, posting intent=show-times with the zone, only before JavaScript runs", () => {
    const { unmount } = render(<Picker list={NEW_YORK} hydrated={false} />);
    const button = screen.getByRole("button", { name: "Show times" });
    expect(button).toHaveAttribute("name", "intent");
    expect(button).toHaveAttribute("value", "show-times");
    expect(screen.getByRole("combobox", { name: "Your time zone" })).toHaveAttribute("name", "zone");
    expect(screen.getByRole("combobox", { name: "Your time zone" })).toHaveValue("America/New_York");
    unmount();
    render(<Picker list={NEW_YORK} />);
    expect(screen.queryByRole("button", { name: "Show times" })).toBeNull();
  });

  it("says so when a preference leaves no times", () => {
    render(<Picker list={{ ...NEW_YORK, days: [] }} allowNone={false} />);
    expect(screen.getByText(/No free times for This week/)).toBeInTheDocument();
    expect(screen.queryAllByRole("radio")).toHaveLength(0);
  });
});

function Live({ preference }: { preference: SlotPreference | null }) {
  const picker = useSlotList(IST, preference);
  if (!picker.list) return null;
  return (
    <SlotPicker
      id="t"
      list={picker.list}
      zone={picker.zone}
      selected={null}
      onSelect={() => {}}
      onZoneChange={picker.setZone}
      hydrated
      busy={picker.busy}
      announcement={picker.announcement}
    />
  );
}

describe("useSlotList with the picker", () => {
  const asked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    // A remembered zone: the browser's own is not asked for (the end-to-end test covers detection).
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the page's preference cookie
    document.cookie = `${ZONE_COOKIE}=Asia%2FKolkata`;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        asked.push(url);
        const query = new URL(url, "http://x").searchParams;
        const preference = query.get("preference");
        const body = { ...(query.get("zone") === "America/New_York" ? NEW_YORK : IST), preference };
        return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    // biome-ignore lint/suspicious/noDocumentCookie: clears the test's cookie
    document.cookie = `${ZONE_COOKIE}=; Max-Age=0`;
  });

  it("loads the times in a newly chosen zone, announces them and remembers the zone", async () => {
    render(<Live preference="This week" />);
    expect(screen.getByRole("status")).toHaveTextContent("");
    await act(async () => {
      fireEvent.change(screen.getByRole("combobox", { name: "Your time zone" }), {
        target: { value: "America/New_York" },
      });
    });
    expect(await screen.findByRole("radio", { name: "9:00 AM (6:30 PM IST)" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Showing times for This week in New York time.");
    expect(asked).toEqual(["/api/booking/slots?zone=America%2FNew_York&preference=This+week"]);
    expect(document.cookie).toContain(`${ZONE_COOKIE}=America%2FNew_York`);
  });

  it("asks again when the time preference changes", async () => {
    const { rerender } = render(<Live preference="This week" />);
    await act(async () => rerender(<Live preference="Next week" />));
    expect(asked).toEqual(["/api/booking/slots?zone=Asia%2FKolkata&preference=Next+week"]);
  });
});
