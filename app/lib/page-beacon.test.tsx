import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAGE_VIEW_URL, usePageBeacon } from "./page-beacon";

function Root() {
  usePageBeacon();
  return null;
}

function visit(path: string) {
  const router = createMemoryRouter([{ path: "*", element: <Root /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router };
}

/** The beacons sent so far, as the server would read them. */
function beacons(send: ReturnType<typeof vi.fn>) {
  return send.mock.calls.map(([url, body]) => [url, JSON.parse(body as string)]);
}

describe("usePageBeacon", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function stubNavigator(extra: Record<string, unknown> = {}) {
    const send = vi.fn().mockReturnValue(true);
    vi.stubGlobal("navigator", { sendBeacon: send, ...extra });
    vi.spyOn(document, "referrer", "get").mockReturnValue("https://www.google.com/search?q=x");
    return send;
  }

  it("reports the first page with its referrer, then each new page without one, and each view's visible time when it is left", async () => {
    const send = stubNavigator();
    let now = 1_000_000;
    vi.spyOn(Date, "now").mockImplementation(() => now);
    const { router } = visit("/");
    now += 4_000; // 4 s on the home page
    await act(() => router.navigate("/about"));
    await act(() => router.navigate("/about?tab=team")); // the same page: not a new view
    now += 2_500; // 2.5 s on About
    await act(() => router.navigate("/admin/analytics")); // the admin area is never reported
    const sent = beacons(send);
    const [home, about] = [sent[0][1].id, sent[2][1].id];
    expect(home).toMatch(/^[0-9a-f-]{36}$/);
    expect(about).toMatch(/^[0-9a-f-]{36}$/);
    expect(about).not.toBe(home);
    expect(sent).toEqual([
      [PAGE_VIEW_URL, { path: "/", referrer: "https://www.google.com/search?q=x", id: home }],
      [`${PAGE_VIEW_URL}/time`, { id: home, ms: 4_000 }],
      [PAGE_VIEW_URL, { path: "/about", referrer: "", id: about }],
      [`${PAGE_VIEW_URL}/time`, { id: about, ms: 2_500 }],
    ]);
  });

  it.each([
    ["Do-Not-Track", { doNotTrack: "1" }],
    ["Global Privacy Control", { globalPrivacyControl: true }],
  ])("sends nothing when the browser asks for %s", async (_label, extra) => {
    const send = stubNavigator(extra);
    const { router } = visit("/");
    await act(() => router.navigate("/about"));
    expect(send).not.toHaveBeenCalled();
  });
});
