import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIVE_TEXTS } from "~/lib/live-chat-texts";
import { parseSettings, toPublicSettings } from "~/lib/settings.server";
import { ChatPanel } from "./chat-panel";
import { SESSION_KEY } from "./chat-session";
import { GREETING } from "./chat-text";

// The panel against the browser's edges only (fetch, and EventSource for the live chat, stand in for
// the server). Once the server says the conversation is full (429 conversation_full): the log announces
// the limit with the site's address, sending stops, and "Start a new chat" (a button the keyboard
// reaches) begins a new conversation with the cursor in the input. The live handover: the assistant
// offers a person, the button asks, the stream opens then and not before, a person's messages show
// once however often the stream repeats them, and a message to the person blocks the send only until
// it is stored.

const site = toPublicSettings(parseSettings({ CONTACT_EMAIL: "team@malwa.example" }));

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const noop = () => {};
function OpenPanel() {
  return <ChatPanel onClose={noop} />;
}

function renderPanel() {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: OpenPanel, loader: () => ({ site }) }]);
  render(<Stub initialEntries={["/"]} />);
}

const scrollIntoView = Element.prototype.scrollIntoView;
beforeEach(() => {
  // jsdom lays nothing out and has no scrollIntoView, which the panel calls to show the newest message.
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const FULL_TEXT =
  "This conversation has reached its limit. Please start a new chat, or write to us at team@malwa.example.";

/** The texts of the log's messages, without the screen-reader prefixes. */
const logTexts = () =>
  within(screen.getByRole("log", { name: "Conversation" }))
    .getAllByRole("listitem")
    .map((li) => li.querySelector("div")?.textContent?.replace(/^(You|.* Assistant): /, ""));

describe("ChatPanel when the conversation is full", () => {
  beforeEach(() => {
    const earlier = { id: "m1", text: "Hello", isBot: false, timestamp: "2026-03-12T10:00:00.000Z" };
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ conversationId: "c-full", messages: [earlier] }));
  });

  it("says so in the log, offers a new chat by keyboard, and the new chat has no conversation id", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(429, { error: { message: "(the server's words)", code: "conversation_full" } }))
      .mockResolvedValueOnce(
        json(200, {
          conversationId: "c-new",
          reply: { id: "r1", text: "Welcome back!", timestamp: "2026-03-12T10:05:00.000Z" },
        }),
      );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderPanel();
    const input = await screen.findByRole("textbox", { name: "Your message" });
    await user.type(input, "One more question{Enter}");

    const button = await screen.findByRole("button", { name: "Start a new chat" });
    expect(logTexts()).toEqual(["Hello", "One more question", FULL_TEXT]);
    expect(screen.getByRole("log", { name: "Conversation" })).toHaveAttribute("aria-live", "polite");
    // Nothing more is sent into the full conversation.
    await user.type(input, "and another");
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
    await user.keyboard("{Enter}");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ conversationId: "c-full" });

    // From the input, Shift+Tab reaches the button; Enter starts the new chat and puts the cursor back.
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(input).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Start a new chat" })).toBeNull();
    expect(logTexts()).toEqual([GREETING.replace(/\*\*/g, "")]);

    await user.clear(input);
    await user.type(input, "Hi again{Enter}");
    expect(await screen.findByText("Welcome back!")).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).not.toHaveProperty("conversationId");
  });

  it("another 429 (the per-client limit) shows the server's words and no new-chat button", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValue(json(429, { error: { message: "Too many messages. Please wait." } })),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.type(await screen.findByRole("textbox", { name: "Your message" }), "Hello?{Enter}");
    expect(await screen.findByText("Too many messages. Please wait.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start a new chat" })).toBeNull();
  });
});

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

/** The log's items as a screen reader reads them, with the author's prefix. */
const logItems = () =>
  within(screen.getByRole("log", { name: "Conversation" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

describe("ChatPanel's live handover", () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal("EventSource", FakeEventSource);
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
    expect(logItems().slice(3)).toEqual([
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
    expect(logItems().filter((t) => t?.includes("WhatsApp"))).toHaveLength(1);
    // The tab keeps the key and where the conversation is, for a reload.
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? "{}").live).toEqual({
      key: KEY,
      state: "held",
      holder: "Priya",
      lastEventId: 5,
    });
  });
});
