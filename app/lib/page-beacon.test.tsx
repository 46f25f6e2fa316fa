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

  it("reports the first page with its referrer, then each new page without one", async () => {
    const send = stubNavigator();
    const { router } = visit("/");
    await act(() => router.navigate("/about"));
    await act(() => router.navigate("/about?tab=team")); // the same page: not a new view
    await act(() => router.navigate("/admin/analytics")); // the admin area is never reported
    expect(beacons(send)).toEqual([
      [PAGE_VIEW_URL, { path: "/", referrer: "https://www.google.com/search?q=x" }],
      [PAGE_VIEW_URL, { path: "/about", referrer: "" }],
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
