import type { Page } from "@playwright/test";
import { payloadShown } from "../../server/chat/lead-transcript";
import { connectDatabase } from "../../server/db/connect";
import { CONTACT_WIDGETS, expect, expectNoAxeViolations, test, uniqueEmail } from "./fixtures";
import { LLM_STUB_PORT, STREAM_MARKER } from "./llm-stub-port";

// The chat assistant in a real browser against the real server (no webhook; the language model is a
// local stub that streams only the stream test's question, so the other journeys get the built-in answerer).

const OFFLINE = "Thanks for your message! Our team will reach out shortly. (Live chat is offline in this environment)";

function panel(page: Page) {
  return page.getByRole("dialog", { name: "Narmada AI Assistant" });
}

/** The visitor's and the assistant's messages, as the log lists them. */
function messages(page: Page) {
  return panel(page).getByRole("log", { name: "Conversation" }).getByRole("listitem");
}

test.describe("Chat assistant", () => {
  test("by keyboard alone, a chat makes a lead and lasts through a page change and a reload @db", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    // A long journey on a shared machine: more time than the 30 s default.
    test.setTimeout(60_000);
    // Hold the first reply until the test has tried a second send: a fast answer must not end the
    // pending state before the test looks at it.
    let release = () => {};
    const firstReply = new Promise<void>((resolve) => {
      release = resolve;
    });
    let first = true;
    await page.route("**/api/chat", async (route) => {
      if (first) {
        first = false;
        await firstReply;
      }
      await route.continue();
    });
    const launcher = page.getByRole("button", { name: "Contact options" });
    const box = panel(page).getByRole("textbox", { name: "Your message" });
    const pricing = messages(page).nth(2);
    const email = uniqueEmail("chat");

    await test.step("Enter on the launcher, then on Chatbot, opens the chat with its greeting", async () => {
      await launcher.focus();
      await page.keyboard.press("Enter");
      // The Chatbot entry is the last item before the launcher.
      await page.keyboard.press("Shift+Tab");
      await expect(page.getByRole("button", { name: "Chatbot" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(box).toBeFocused();
      await expect(messages(page)).toHaveCount(1);
      await expect(messages(page).first()).toContainText("Hello! I'm the site assistant.");
    });

    await test.step("empty and whitespace-only messages are not sent", async () => {
      await page.keyboard.press("Enter");
      await page.keyboard.type("   ");
      await page.keyboard.press("Enter");
      await expect(messages(page)).toHaveCount(1);
      await expect(panel(page).getByRole("button", { name: "Send message" })).toBeDisabled();
    });

    await test.step("Shift+Enter adds a line and Enter sends", async () => {
      await box.fill("");
      await page.keyboard.type("What are your prices?");
      await page.keyboard.press("Shift+Enter");
      await page.keyboard.type("For a chatbot.");
      await expect(box).toHaveValue("What are your prices?\nFor a chatbot.");
      await page.keyboard.press("Enter");
      await expect(messages(page)).toHaveCount(2);
      await expect(messages(page).nth(1)).toContainText("You: What are your prices?\nFor a chatbot.");
      await expect(box).toHaveValue("");
    });

    await test.step("while the reply is pending, the typing indicator shows and a second send is blocked", async () => {
      await expect(panel(page).getByRole("status")).toHaveText("Narmada AI Assistant is typing…");
      await page.keyboard.type("Second question");
      await page.keyboard.press("Enter");
      await expect(box).toHaveValue("Second question");
      await expect(messages(page)).toHaveCount(2);
      release();
    });

    await test.step("the reply shows the prices under a bold heading", async () => {
      await expect(pricing.locator("strong")).toHaveText("Pricing:");
      await expect(pricing).toContainText("Starter is $2,999 per project with 3 months support");
      await expect(panel(page).getByRole("status")).toHaveText("");
      await expect(messages(page)).toHaveCount(3);
    });

    await test.step("contact details make one chat lead, and a later message updates it", async () => {
      await box.fill("");
      await page.keyboard.type(`My name is Priya Sharma, ${email}, +91 98260 12345`);
      await page.keyboard.press("Enter");
      await expect(messages(page).nth(4)).toContainText(
        `Thank you, Priya Sharma! A consultant will reply within 24 hours at ${email}.`,
      );
      await page.keyboard.type("We run three textile plants in Indore.");
      await page.keyboard.press("Enter");
      await expect(messages(page)).toHaveCount(7);

      const db = connectDatabase(testInfo.project.metadata.databaseUrl as string);
      try {
        const leads = await db.db.selectFrom("leads").selectAll().where("email", "=", email).execute();
        expect(leads).toHaveLength(1);
        expect(leads[0]).toMatchObject({ type: "chat", name: "Priya Sharma", phone: "+919826012345" });
        // The lead names its conversation; the transcript is read from there, as the lead page does.
        const payload = (await payloadShown(db.db, "chat", JSON.parse(leads[0]!.payload as string))) as {
          transcript: { isBot: boolean; text: string }[];
        };
        expect(payload.transcript).toHaveLength(6);
        expect(payload.transcript[4]).toMatchObject({ isBot: false, text: "We run three textile plants in Indore." });
      } finally {
        await db.close();
      }
    });

    await test.step("a link in a reply opens our page, and the conversation stays open", async () => {
      await pricing.getByRole("link", { name: "Services and pricing" }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/services$/);
      await expect(messages(page)).toHaveCount(7);
    });

    await test.step("after a reload the same tab gets the same conversation back", async () => {
      await page.reload();
      await expect(panel(page)).toBeHidden();
      await launcher.focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Enter");
      await expect(messages(page)).toHaveCount(7);
      await expect(messages(page).nth(2).locator("strong")).toHaveText("Pricing:");
    });

    await test.step("Escape closes the chat and gives focus back to the launcher", async () => {
      await page.keyboard.press("Escape");
      await expect(panel(page)).toBeHidden();
      await expect(launcher).toBeFocused();
    });
  });

  test("with the mouse: disabled empty send, the offline answer, axe clean with the panel open", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Contact options" }).click();
    await page.getByRole("button", { name: "Chatbot" }).click();
    await expect(panel(page)).toBeVisible();
    expect(await panel(page).boundingBox()).toMatchObject({ width: 320, height: 384 });

    const send = panel(page).getByRole("button", { name: "Send message" });
    await expect(send).toBeDisabled();
    await panel(page).getByRole("textbox", { name: "Your message" }).fill("qwrtzp vbnmkj");
    await send.click();
    await expect(messages(page).nth(2)).toContainText(OFFLINE);

    await panel(page).getByRole("textbox", { name: "Your message" }).fill('<img src=x onerror="alert(1)"> prices?');
    await send.click();
    await expect(messages(page).nth(3)).toContainText('<img src=x onerror="alert(1)"> prices?');
    await expect(messages(page).nth(4).locator("strong")).toHaveText("Pricing:");
    await expect(panel(page).locator("img")).toHaveCount(0);

    // /contact is in the a11y.spec.ts sweep: the floating button and the chat panel are what changed.
    await expectNoAxeViolations(page, CONTACT_WIDGETS);
    await panel(page).getByRole("button", { name: "Close chat" }).click();
    await expect(panel(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Contact options" })).toBeFocused();
  });

  test("a model's reply streams in piece by piece, and screen readers hear only the finished reply, once", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Contact options" }).click();
    await page.getByRole("button", { name: "Chatbot" }).click();
    const box = panel(page).getByRole("textbox", { name: "Your message" });
    await expect(box).toBeFocused();

    // What a screen reader would hear from the live log: every added or changed node outside aria-hidden.
    await page.evaluate(() => {
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      const hidden = (n: Node) => (n instanceof Element ? n : n.parentElement)?.closest('[aria-hidden="true"]');
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === "characterData" && !hidden(r.target)) heard.push(r.target.textContent ?? "");
          for (const n of r.addedNodes) if (!hidden(n)) heard.push(n.textContent ?? "");
        }
      }).observe(document.querySelector('[role="log"]')!, { childList: true, subtree: true, characterData: true });
    });

    await page.keyboard.type(`${STREAM_MARKER} do you build support chatbots?`);
    await page.keyboard.press("Enter");

    // The first words show while the model is still writing; the log's readable items do not change yet.
    const growing = panel(page).locator("[data-streaming]");
    await expect(growing).toHaveText("Yes, we build support chatbots");
    await expect(messages(page)).toHaveCount(2);
    await expect(panel(page).getByRole("status")).toHaveText("Narmada AI Assistant is typing…");

    await fetch(`http://127.0.0.1:${LLM_STUB_PORT}/release`, { method: "POST" });
    const reply = messages(page).nth(2);
    const full = "Yes, we build support chatbots in Hindi and English. Leave your details on Contact us.";
    await expect(reply).toContainText(`Narmada AI Assistant: ${full}`);
    await expect(reply.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await expect(growing).toHaveCount(0);
    await expect(panel(page).getByRole("status")).toHaveText("");

    const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    const replies = heard.filter((t) => t.includes("Yes, we build"));
    expect(replies).toHaveLength(1);
    expect(replies[0]).toContain(full);
    // Still usable by keyboard: the message box keeps the focus for the next question.
    await expect(box).toBeFocused();
  });
});
