import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChatContactSharePanel, sharePercent } from "~/features/admin/analytics/chat-contact-share";

describe("sharePercent", () => {
  it.each([
    [0, 0, null],
    [3, 0, 0],
    [3, 1, 33],
    [3, 2, 67],
    [8, 8, 100],
  ])("%i conversations, %i with contact details → %s %", (conversations, withContact, expected) => {
    expect(sharePercent({ days: 30, conversations, withContact })).toBe(expected);
  });
});

describe("ChatContactSharePanel", () => {
  it("shows the share with its counts and range", () => {
    render(<ChatContactSharePanel share={{ days: 30, conversations: 1240, withContact: 310 }} />);
    const panel = screen.getByRole("region", { name: "Chat assistant" });
    expect(panel).toHaveTextContent("Conversations that left contact details25 % (310 of 1,240 in the last 30 days)");
  });

  it("says so when there was no conversation", () => {
    render(<ChatContactSharePanel share={{ days: 7, conversations: 0, withContact: 0 }} />);
    expect(screen.getByRole("region", { name: "Chat assistant" })).toHaveTextContent(
      "No chat conversation was started in the last 7 days.",
    );
  });
});
