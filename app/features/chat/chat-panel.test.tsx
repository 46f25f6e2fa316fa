import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseSettings, toPublicSettings } from "~/lib/settings.server";
import { ChatPanel } from "./chat-panel";
import { SESSION_KEY } from "./chat-session";
import { GREETING } from "./chat-text";

// The panel once the server says the conversation is full (429 conversation_full): the log announces
// the limit with the site's address, sending stops, and "Start a new chat" (a button the keyboard
// reaches) begins a new conversation with the cursor in the input.

const site = toPublicSettings(parseSettings({ CONTACT_EMAIL: "team@malwa.example" }));
const FULL_TEXT =
  "This conversation has reached its limit. Please start a new chat, or write to us at team@malwa.example.";

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

/** The texts of the log's messages, without the screen-reader prefixes. */
const logTexts = () =>
  within(screen.getByRole("log", { name: "Conversation" }))
    .getAllByRole("listitem")
    .map((li) => li.querySelector("div")?.textContent?.replace(/^(You|.* Assistant): /, ""));

describe("ChatPanel when the conversation is full", () => {
  const scrollIntoView = Element.prototype.scrollIntoView;
  beforeEach(() => {
    // jsdom lays nothing out and has no scrollIntoView, which the panel calls to show the newest message.
    Element.prototype.scrollIntoView = () => {};
    const earlier = { id: "m1", text: "Hello", isBot: false, timestamp: "2026-03-12T10:00:00.000Z" };
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ conversationId: "c-full", messages: [earlier] }));
  });
  afterEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
    vi.unstubAllGlobals();
    sessionStorage.clear();
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
