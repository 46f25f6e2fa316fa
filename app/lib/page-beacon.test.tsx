import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAGE_VIEW_URL, usePageBeacon } from "./page-beacon";
import { visitAttribution } from "./visit-attribution";

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
    sessionStorage.clear();
    window.history.replaceState(null, "", "/");
  });

  function stubNavigator(extra: Record<string, unknown> = {}) {
    const send = vi.fn().mockReturnValue(true);
    vi.stubGlobal("navigator", { sendBeacon: send, ...extra });
    vi.spyOn(document, "referrer", "get").mockReturnValue("https://www.google.com/search?q=x");
    return send;
  }

  it("reports the first page with its referrer, then new pages without one, and each view's visible time", async () => {
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
      [PAGE_VIEW_URL, { path: "/", referrer: "https://www.google.com/search?q=x", id: home, landing: true }],
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
    // Nothing kept for a form either: a lead records only the page it was sent from.
    expect(sessionStorage.length).toBe(0);
    expect(visitAttribution()).toEqual({ sent_from: "/" });
  });

  it("keeps the landing page, referrer and UTM for a form, sending source and campaign with that view only", async () => {
    const send = stubNavigator();
    window.history.replaceState(null, "", "/services?utm_source=linkedin&utm_medium=social&utm_campaign=launch");
    const { router } = visit("/services");
    await act(() => router.navigate("/about"));
    const views = beacons(send).filter(([url]) => url === PAGE_VIEW_URL);
    expect(views.map(([, v]) => [v.path, v.landing, v.utm_source, v.utm_campaign])).toEqual([
      ["/services", true, "linkedin", "launch"],
      ["/about", undefined, undefined, undefined],
    ]);
    window.history.replaceState(null, "", "/contact");
    expect(visitAttribution()).toEqual({
      landing_page: "/services",
      referrer_host: "google.com",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "launch",
      sent_from: "/contact",
    });
  });

  it("a reload or another page opened in the same tab is not a new landing", async () => {
    const send = stubNavigator();
    window.history.replaceState(null, "", "/services?utm_source=linkedin");
    visit("/services");
    window.history.replaceState(null, "", "/pricing?utm_source=other");
    visit("/pricing");
    const views = beacons(send).filter(([url]) => url === PAGE_VIEW_URL);
    expect(views.map(([, v]) => [v.path, v.landing ?? false])).toEqual([
      ["/services", true],
      ["/pricing", false],
    ]);
    expect(visitAttribution().utm_source).toBe("linkedin");
  });
});
