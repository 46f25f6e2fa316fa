import { expect, test, uniqueEmail } from "./fixtures";

const SUCCESS = "Message sent successfully! We'll get back to you soon.";

test.describe("Contact form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Let's talk about your project" })).toBeVisible();
  });

  test("asks for the required fields, then for a valid email, each with its toast", async ({ page }) => {
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please fill in all required fields" })).toBeVisible();
    await expect(page.getByLabel("Full name")).toBeFocused();
    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Full name").fill("Priya Sharma");
    await page.getByLabel("Email address").fill("priya.example.com");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Hello");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please enter a valid email address" })).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Priya Sharma");
  });

  test("sends a message and stores it as a lead @db @pg", async ({ page, findLead }) => {
    const email = uniqueEmail("contact");
    // Hold the real request briefly so the submitting state can be seen.
    await page.route("**/api/leads", async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.getByLabel("Full name").fill("Priya Sharma");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("textbox", { name: "Company" }).fill("Malwa Textiles");
    await page.getByLabel("Phone").fill("+91 98260 12345");
    await page.getByLabel("Service you are interested in").selectOption("AI Integration");
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("We want to automate order intake from email.");
    await page.getByRole("button", { name: "Send Message" }).click();

    await test.step("the button says it is sending while the request is under way", async () => {
      const sending = page.getByRole("button", { name: "Sending Message..." });
      await expect(sending).toBeVisible();
      await expect(sending).toBeDisabled();
    });

    await test.step("then it says the message was sent, keeping the form for 3 s", async () => {
      const sent = page.getByRole("button", { name: "Message Sent Successfully!" });
      await expect(sent).toBeVisible();
      await expect(sent).toBeDisabled();
      await expect(page.getByRole("status")).toContainText(SUCCESS);
      await expect(page.getByLabel("Full name")).toHaveValue("Priya Sharma");
    });

    await test.step("then the form is cleared", async () => {
      await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled({ timeout: 5000 });
      await expect(page.getByLabel("Full name")).toHaveValue("");
      await expect(page.getByLabel("Email address")).toHaveValue("");
      await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
    });

    await test.step("the lead is stored with its service, message and phone", async () => {
      const lead = await findLead(email);
      expect(lead).toMatchObject({ type: "contact", name: "Priya Sharma", company: "Malwa Textiles", status: "new" });
      expect(JSON.parse(lead!.payload as string)).toMatchObject({
        service: "AI Integration",
        message: "We want to automate order intake from email.",
        phone: "+91 98260 12345",
      });
    });
  });

  test("reports a failed send or a server error, keeping what was typed", async ({ page }) => {
    const failure = page.getByRole("alert").filter({ hasText: "Something went wrong. Please try again." });
    await test.step("a request that fails is reported and what was typed is kept", async () => {
      await page.route("**/api/leads", (route) => route.abort("connectionrefused"));
      await page.getByLabel("Full name").fill("Arjun Mehta");
      await page.getByLabel("Email address").fill("arjun@example.com");
      await page.getByRole("textbox", { name: "Message", exact: true }).fill("Please call me back.");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(failure).toBeVisible();
      await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
      await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("Please call me back.");
    });

    // The first toast is closed beforehand.
    await test.step("a server that answers with an error is the same failure", async () => {
      await page.getByRole("button", { name: "Close notification" }).click();
      await expect(failure).toHaveCount(0);
      await page.unroute("**/api/leads");
      await page.route("**/api/leads", (route) => route.fulfill({ status: 503, body: "{}" }));
      await page.getByRole("textbox", { name: "Message", exact: true }).fill("Hi");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(failure).toBeVisible();
    });
  });

  test("a reload keeps a half-written message, and the page shows how to reach the team", async ({ page }) => {
    await test.step("a half-written message survives a reload", async () => {
      await page.getByLabel("Full name").fill("Kavya Iyer");
      await page.getByRole("textbox", { name: "Message", exact: true }).fill("Draft about our data platform");
      await page.reload();
      await expect(page.getByLabel("Full name")).toHaveValue("Kavya Iyer");
      await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
        "Draft about our data platform",
      );
    });

    // On the reloaded page.
    await test.step("the info cards say how to e-mail, call or visit, and when", async () => {
      await expect(page.getByRole("heading", { name: "Email us" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Call us" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Visit us" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Business hours" })).toBeVisible();
      await expect(page.getByText("Indore, Madhya Pradesh").first()).toBeVisible();
      await expect(page.getByText("We'll reply within 24 hours.").first()).toBeVisible();
    });

    await test.step("the office hours list weekdays, Saturday and Sunday", async () => {
      const hours = page.getByRole("heading", { name: "Office hours" }).locator("..");
      await expect(hours).toContainText("9:00 AM - 6:00 PM");
      await expect(hours).toContainText("10:00 AM - 4:00 PM");
      await expect(hours).toContainText("Closed");
    });

    await test.step("a question of the FAQ opens its answer", async () => {
      await expect(page.locator("details summary")).toHaveCount(4);
      await page.getByText("How quickly will you get back to me?").click();
      await expect(page.getByText(/replies to every message within 24 hours/)).toBeVisible();
    });

    await test.step("the map opens in Google Maps, or in the page on request", async () => {
      await expect(page.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
        "href",
        /google\.com\/maps/,
      );
      await page.getByRole("button", { name: "Show interactive map" }).click();
      await expect(page.getByTitle("Map of our Indore office")).toHaveAttribute(
        "src",
        /google\.com\/maps.*output=embed/,
      );
    });
  });
});

// Outside the block above: these start elsewhere than /contact.
// The reused page starts each test with no cookies and no stored data (fixtures.ts): a first visit.
test("preselects the service from a link, on a first visit too", async ({ page }) => {
  await page.goto("/contact?service=Cybersecurity&message=Interested%20in%20a%20security%20audit");
  await expect(page.getByLabel("Service you are interested in")).toHaveValue("Cybersecurity");
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
    "Interested in a security audit",
  );
});

test("preselects the service when reached by an in-app link", async ({ page }) => {
  await page.goto("/services/consulting/data-audit");
  const link = page.getByRole("link", { name: "Request Audit" }).first();
  const target = new URL((await link.getAttribute("href"))!, "http://x");
  await link.click();
  await expect(page).toHaveURL(/\/contact\?/);
  await expect(page.getByLabel("Service you are interested in")).toHaveValue(target.searchParams.get("service")!);
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
    target.searchParams.get("message")!,
  );
});

// The page's JavaScript starts after the first paint; a visitor on a slow phone may type first.
test("what a visitor types before the JavaScript has run is kept and sent @db", async ({ page, findLead }) => {
  const email = uniqueEmail("early");
  // A tab without the fixture's wait for hydration, whose scripts wait until the form is filled in.
  const early = await page.context().newPage();
  await early.addInitScript(() => sessionStorage.setItem("splash-seen", "1"));
  let release = () => {};
  const filled = new Promise<void>((resolve) => {
    release = resolve;
  });
  await early.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await filled;
    await route.continue();
  });
  await early.goto("/contact", { waitUntil: "domcontentloaded" });
  await early.getByLabel("Full name").fill("Ravi Patidar");
  await early.getByLabel("Email address").fill(email);
  await early.getByLabel("Service you are interested in").selectOption("Cloud & Hosting");
  await early.getByRole("textbox", { name: "Message", exact: true }).fill("Typed while the page was loading.");
  await expect(early.locator("html")).not.toHaveAttribute("data-hydrated", "true");

  release();
  await expect(early.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(early.getByLabel("Full name")).toHaveValue("Ravi Patidar");
  await early.getByRole("button", { name: "Send Message" }).click();
  await expect(early.getByRole("status")).toContainText(SUCCESS);
  const lead = await findLead(email);
  expect(lead).toMatchObject({ type: "contact", name: "Ravi Patidar" });
  expect(JSON.parse(lead?.payload as string)).toMatchObject({
    service: "Cloud & Hosting",
    message: "Typed while the page was loading.",
  });
  await early.close();
});

test.describe("Contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to the server, stores the lead and shows the result page @db", async ({ page, findLead }) => {
    const email = uniqueEmail("nojs");
    await page.goto("/contact");
    await page.getByLabel("Full name").fill("Rohan Verma");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Sent without JavaScript.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(page.getByRole("link", { name: "Send another message" })).toBeVisible();
    expect(await findLead(email)).toMatchObject({ type: "contact", name: "Rohan Verma" });
  });
});

test("a rejected plain POST re-shows the form with the reason and the values", async ({ request }) => {
  const res = await request.post("/contact", {
    form: { name: "Rohan", email: "rohan.example.com", message: "Hi", website: "" },
  });
  expect(res.status()).toBe(400);
  const html = await res.text();
  expect(html).toContain("Please enter a valid email address");
  expect(html).toContain('value="rohan.example.com"');
});

test("a filled honeypot looks like success but stores nothing", async ({ request, findLead }) => {
  const email = uniqueEmail("bot");
  const res = await request.post("/api/leads", {
    data: { type: "contact", form: { name: "Bot", email, message: "Buy now", website: "http://spam.example" } },
  });
  expect(res.status()).toBe(201);
  expect(await findLead(email)).toBeUndefined();
});
