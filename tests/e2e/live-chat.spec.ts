import type { Page } from "@playwright/test";
import { connectDatabase } from "../../server/db/connect";
import { addUser } from "../factories";
import { signIn } from "./admin-helpers";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./fixtures";

// The live handover (issue #40) with two browsers: a visitor on a phone (390 px) asks the chat for a
// person; a sales member with the live inbox open claims the conversation and replies; the visitor sees
// it live, types back, reloads without losing or repeating a message; the member closes the chat and
// the visitor is told. Keyboard only on the visitor's side (and key presses on the team's); axe on
// both, at 390 px and on a desktop. The server runs with LIVE_CHAT_HOURS=always (playwright.config.ts),
// so the office's clock does not decide the journey.

const SALES_EMAIL = uniqueEmail("live-sales");

// biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies
test.beforeAll(async ({}, testInfo) => {
  const handle = connectDatabase(testInfo.project.metadata.databaseUrl as string);
  try {
    await addUser(handle, SALES_EMAIL, "sales", "active", "Meera Nair");
  } finally {
    await handle.close();
  }
});

const panel = (page: Page) => page.getByRole("dialog", { name: "Narmada AI Assistant" });
const messages = (page: Page) => panel(page).getByRole("log", { name: "Conversation" }).getByRole("listitem");
const transcript = (page: Page) => page.getByRole("log", { name: "Transcript" }).getByRole("listitem");

/** Opens the chat from the contact button by keyboard, as chat.spec does, once the page is hydrated. */
async function openChat(page: Page) {
  // These pages come from contexts of their own, without the fixture's wait for hydration.
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.getByRole("button", { name: "Contact options" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Chatbot" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel(page).getByRole("textbox", { name: "Your message" })).toBeFocused();
}

test("a visitor asks for a person, a team member claims and replies live, and the visitor answers", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const teamContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const team = await teamContext.newPage();
  const visitor = await visitorContext.newPage();
  const box = panel(visitor).getByRole("textbox", { name: "Your message" });

  await test.step("the team member opens the live inbox and is online", async () => {
    await team.goto("/admin/live");
    await team.waitForSelector("html[data-hydrated]", { state: "attached" });
    await signIn(team, SALES_EMAIL);
    await expect(team.getByRole("heading", { level: 1, name: "Live chat" })).toBeVisible();
    await expect(team.getByText("You are online: visitors who ask for a person can reach you.")).toBeVisible();
  });

  await test.step("the visitor presses Talk to a person with the keyboard and is told they are connecting", async () => {
    await visitor.goto("/");
    await openChat(visitor);
    await visitor.keyboard.press("Shift+Tab");
    await expect(panel(visitor).getByRole("button", { name: "Talk to a person" })).toBeFocused();
    await visitor.keyboard.press("Enter");
    await expect(messages(visitor).last()).toHaveText("Connecting you with our team…");
    // The button is gone; the cursor went on to the message box.
    await expect(box).toBeFocused();
    await expect(panel(visitor).getByRole("button", { name: "Talk to a person" })).toHaveCount(0);
    await expectNoAxeViolations(visitor);
  });

  await test.step("the inbox shows it waiting, and Enter on it and on Claim takes it", async () => {
    await expect(team.getByRole("heading", { level: 1, name: "Live chat 1 waiting" })).toBeVisible();
    const row = team.getByRole("region", { name: "Waiting", exact: true }).getByRole("link");
    await expect(row).toHaveCount(1);
    await row.focus();
    await team.keyboard.press("Enter");
    await expect(transcript(team).last()).toContainText("Connecting you with our team…");
    await team.getByRole("button", { name: "Claim" }).focus();
    await team.keyboard.press("Enter");
    await expect(team.getByText("You are in this conversation")).toBeVisible();
    // The Claim button is gone: the cursor is in the reply box.
    await expect(team.getByRole("textbox", { name: "Reply to the visitor" })).toBeFocused();
    await expect(messages(visitor).last()).toHaveText("Meera from our team has joined the chat.");
  });

  await test.step("Meera types (the visitor sees it) and replies, and the reply arrives live", async () => {
    const reply = team.getByRole("textbox", { name: "Reply to the visitor" });
    await team.keyboard.type("Hello, I'm Meera. How can I help?");
    await expect(panel(visitor).getByRole("status")).toHaveText("Meera is typing…");
    await team.keyboard.press("Enter");
    await expect(reply).toHaveValue("");
    await expect(messages(visitor).last()).toContainText("Meera from our team: Hello, I'm Meera. How can I help?");
    await expect(transcript(team).last()).toContainText("Meera (team)");
  });

  await test.step("the visitor answers by keyboard, and the team sees it with its author", async () => {
    await visitor.keyboard.type("Do you build WhatsApp bots?");
    await visitor.keyboard.press("Enter");
    await expect(box).toHaveValue("");
    await expect(messages(visitor).last()).toContainText("You: Do you build WhatsApp bots?");
    await expect(transcript(team).last()).toContainText("Visitor");
    await expect(transcript(team).last()).toContainText("Do you build WhatsApp bots?");
    await expectNoAxeViolations(visitor);
    await expectNoAxeViolations(team);
  });

  await test.step("after a reload the visitor has every message once, and the next reply still arrives", async () => {
    const before = await messages(visitor).allTextContents();
    await visitor.reload();
    await openChat(visitor);
    await expect(messages(visitor)).toHaveCount(before.length);
    await team.getByRole("textbox", { name: "Reply to the visitor" }).fill("Yes, on the WhatsApp Business API.");
    await team.getByRole("button", { name: "Send reply" }).press("Enter");
    await expect(messages(visitor).last()).toContainText("Yes, on the WhatsApp Business API.");
    await expect(messages(visitor)).toHaveCount(before.length + 1);
  });

  await test.step("Meera closes the chat by keyboard: the visitor is told, the inbox lists it as closed", async () => {
    await team.getByRole("button", { name: "Close and hand back to the assistant" }).focus();
    await team.keyboard.press("Enter");
    await expect(messages(visitor).last()).toHaveText(
      "Meera has closed the live chat. The assistant is back to answer your questions.",
    );
    // The button did its job and is gone: the keyboard's place is the conversation's heading.
    await expect(team.getByRole("heading", { level: 2, name: /^Conversation with/ })).toBeFocused();
    await expect(team.getByText("Back with the assistant")).toBeVisible();
    await expect(team.getByRole("textbox", { name: "Reply to the visitor" })).toHaveCount(0);
    await expect(team.getByRole("region", { name: "In conversation", exact: true }).getByRole("link")).toHaveCount(0);
    await expect(team.getByRole("region", { name: "Recent", exact: true }).getByRole("link").first()).toContainText(
      "closed",
    );
  });

  await test.step("the inbox on a phone is axe clean too", async () => {
    await team.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(team);
  });
  await Promise.all([teamContext.close(), visitorContext.close()]);
});
