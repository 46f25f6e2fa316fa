import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIVE_TEXTS } from "~/lib/live-chat-texts";
import { parseSettings, toPublicSettings } from "~/lib/settings.server";
import { ChatPanel } from "./chat-panel";
import { SESSION_KEY } from "./chat-session";

// The panel's live handover against the browser's edges only (fetch and EventSource stand in for the
// server): the assistant offers a person, the button asks, the stream opens then and not before, a
// person's messages show once however often the stream repeats them, and a message to the person
// blocks the send only until it is stored.

const site = toPublicSettings(parseSettings({ CONTACT_EMAIL: "team@malwa.example" }));
const C = "c0ffee00-0000-4000-8000-000000000001";
const KEY = "k".repeat(43);
const at = "2026-11-29T10:00:00.000Z";
const msg = (id: string, authorKind: string, text: string, authorName: string | null = null) => ({
  id,
  conversationId: C,
  authorKind,
  authorName,
  text,
  timestamp: at,
});

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** The browser's EventSource as far as the panel uses it: the test plays the server's events. */
class FakeEventSource {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  listeners = new Map<string, (e: MessageEvent) => void>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(name, fn);
  }
  close() {
    this.readyState = 2;
  }
  emit(name: string, id: string, data: unknown) {
    act(() => this.listeners.get(name)?.(new MessageEvent(name, { data: JSON.stringify(data), lastEventId: id })));
  }
}

const noop = () => {};
function OpenPanel() {
  return <ChatPanel onClose={noop} />;
}
function renderPanel() {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: OpenPanel, loader: () => ({ site }) }]);
  render(<Stub initialEntries={["/"]} />);
}
const logTexts = () =>
  within(screen.getByRole("log", { name: "Conversation" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

describe("ChatPanel's live handover", () => {
  const scrollIntoView = Element.prototype.scrollIntoView;
  beforeEach(() => {
    Element.prototype.scrollIntoView = () => {};
    FakeEventSource.opened = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  });
  afterEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("offers a person when asked in words, connects, shows Priya's replies once, and sends to her", async () => {
    let storeMessage: (r: Response) => void = noop;
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        json(200, {
          conversationId: C,
          liveKey: KEY,
          offer: "live",
          reply: { id: "r1", text: LIVE_TEXTS.offer, timestamp: at },
        }),
      )
      .mockResolvedValueOnce(
        json(200, {
          conversationId: C,
          key: KEY,
          state: "waiting",
          holder: null,
          backAt: null,
          messages: [msg("m1", "system", LIVE_TEXTS.connecting)],
        }),
      )
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (storeMessage = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderPanel();
    const input = await screen.findByRole("textbox", { name: "Your message" });
    await user.type(input, "Can I speak to a real person?{Enter}");
    expect(await screen.findByText(LIVE_TEXTS.offer)).toBeInTheDocument();
    // No stream for a panel where nobody asked for a person.
    expect(FakeEventSource.opened).toHaveLength(0);

    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Talk to a person" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText(LIVE_TEXTS.connecting)).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toEqual({ conversationId: C, key: KEY });
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual([`/api/chat/live/stream?conversationId=${C}&key=${KEY}`]);

    const stream = FakeEventSource.opened[0];
    stream.emit("message", "1", msg("m1", "system", LIVE_TEXTS.connecting));
    stream.emit("message", "2", msg("m2", "system", LIVE_TEXTS.joined("Priya")));
    stream.emit("joined", "3", { conversationId: C, firstName: "Priya" });
    stream.emit("typing", "3", { conversationId: C, firstName: "Priya" });
    expect(screen.getByRole("status")).toHaveTextContent("Priya is typing…");
    stream.emit("message", "4", msg("m3", "person", "Hello, I'm Priya.", "Priya"));
    // A reconnect replays 2 to 4: nothing shows twice.
    stream.emit("message", "2", msg("m2", "system", LIVE_TEXTS.joined("Priya")));
    stream.emit("message", "4", msg("m3", "person", "Hello, I'm Priya.", "Priya"));
    expect(logTexts().slice(3)).toEqual([
      LIVE_TEXTS.connecting,
      LIVE_TEXTS.joined("Priya"),
      expect.stringContaining("Priya from our team: Hello, I'm Priya."),
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(screen.queryByRole("button", { name: "Talk to a person" })).toBeNull();

    // To Priya: blocked until stored, then free again (her reply is not awaited).
    await user.type(input, "Do you build WhatsApp bots?{Enter}");
    expect(JSON.parse(fetchMock.mock.calls[2][1].body)).toEqual({
      conversationId: C,
      key: KEY,
      message: "Do you build WhatsApp bots?",
    });
    expect(fetchMock.mock.calls[2][0]).toBe("/api/chat/live/message");
    expect(screen.getByText("Sending…")).toBeInTheDocument();
    await user.type(input, "x");
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
    await act(async () => storeMessage(json(201, { message: msg("m4", "visitor", "Do you build WhatsApp bots?") })));
    expect(screen.queryByText("Sending…")).toBeNull();
    expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
    stream.emit("message", "5", msg("m4", "visitor", "Do you build WhatsApp bots?"));
    expect(logTexts().filter((t) => t?.includes("WhatsApp"))).toHaveLength(1);
    // The tab keeps the key and where the conversation is, for a reload.
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? "{}").live).toEqual({
      key: KEY,
      state: "held",
      holder: "Priya",
      lastEventId: 5,
    });
  });
});
