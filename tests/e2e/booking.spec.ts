import type { Locator, Page } from "@playwright/test";
import { connectDatabase } from "../../server/db/connect";
import { createUser } from "./admin-helpers";
import { AXE_LAYOUT_RULES, expect, expectNoAxeViolations, test, uniqueEmail } from "./fixtures";

// Booking a strategy call on /get-started (issue #38), as a visitor in New York with the keyboard only
// and as one without JavaScript who looks at the times in London first. The free times come from the
// clock, so each test reads the start of the time it chose (the radio's value, an ISO instant) and
// works out by hand what the page must say: IST is UTC+5:30 all year; New York is UTC-5 in winter and
// UTC-4 in summer (its offset for that instant is read once, from Intl, and checked to be one of those).

const form = (page: Page) => page.getByRole("form", { name: "Book your strategy call" });
const field = (page: Page, label: string) => form(page).getByLabel(label);
const zoneSelect = (page: Page) => form(page).getByRole("combobox", { name: "Your time zone" });
const slots = (page: Page) => form(page).getByRole("radio", { name: /IST\)?$/ });
const PICKER = "fieldset#get-started-slot";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = "January February March April May June July August September October November December".split(" ");

/** The wall clock `offsetMinutes` from UTC, worked out from the instant alone. */
function wall(iso: string, offsetMinutes: number) {
  const d = new Date(Date.parse(iso) + offsetMinutes * 60_000);
  const h = d.getUTCHours();
  return {
    time: `${h % 12 === 0 ? 12 : h % 12}:${String(d.getUTCMinutes()).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`,
    day: `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`,
    year: d.getUTCFullYear(),
  };
}

const IST_OFFSET = 330;

/** New York's offset at an instant: -300 (EST) or -240 (EDT). */
function newYorkOffset(iso: string) {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", timeZoneName: "shortOffset" })
    .formatToParts(new Date(iso))
    .find((p) => p.type === "timeZoneName")?.value;
  const offset = name === "GMT-5" ? -300 : name === "GMT-4" ? -240 : Number.NaN;
  expect([-300, -240]).toContain(offset);
  return offset;
}

/** What the confirmation says of the call: "{date} at {time} your time ({IST time} IST[ on {IST day}])". */
function callText(iso: string, offset: number) {
  const own = wall(iso, offset);
  const ist = wall(iso, IST_OFFSET);
  const istPart = ist.day === own.day ? `${ist.time} IST` : `${ist.time} IST on ${ist.day}`;
  return offset === IST_OFFSET
    ? `${own.day} ${own.year} at ${own.time} your time (${ist.time} IST)`
    : `${own.day} ${own.year} at ${own.time} your time (${istPart})`;
}

/** Tab until `target` has focus: every step a key press, as a keyboard user moves. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the element");
}

async function db(databaseUrl: string) {
  return connectDatabase(databaseUrl);
}

/** The stored booking of a visitor's lead, with its consultant's name. */
async function bookingOf(databaseUrl: string, email: string) {
  const handle = await db(databaseUrl);
  try {
    return await handle.db
      .selectFrom("bookings")
      .innerJoin("leads", "leads.id", "bookings.lead_id")
      .innerJoin("users", "users.id", "bookings.consultant_id")
      .select(["bookings.starts_at", "bookings.zone", "bookings.status", "users.name as consultant"])
      .where("leads.email", "=", email.toLowerCase())
      .executeTakeFirst();
  } finally {
    await handle.close();
  }
}

// A consultant of our own, marked as taking calls in the office hours. Marked, since with any marked
// consultant only marked ones take calls: the editor journeys that run beside this spec create admins,
// who would otherwise take calls too and free a time this spec has just filled.
// biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies
test.beforeAll(async ({}, testInfo) => {
  const databaseUrl = testInfo.project.metadata.databaseUrl as string;
  const email = uniqueEmail("consultant");
  await createUser(databaseUrl, { email, name: "Priya Raman", role: "admin" });
  const handle = await db(databaseUrl);
  try {
    const user = await handle.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await handle.db
      .insertInto("consultants")
      .values({ user_id: user.id, takes_calls: 1, days_off: "[]", updated_at: new Date().toISOString() })
      .execute();
  } finally {
    await handle.close();
  }
});

test.describe("booking in New York with the keyboard", () => {
  test.use({ timezoneId: "America/New_York" });
  test.describe.configure({ timeout: 90_000 });

  test("a visitor in New York books a call and sees it in their time and IST @db", async ({ page }, testInfo) => {
    const databaseUrl = testInfo.project.metadata.databaseUrl as string;
    const email = uniqueEmail("booker-ny");
    await page.goto("/get-started");

    await test.step("the picker switches to the browser's zone as it comes near, and says so", async () => {
      // The zone is asked of the browser once the picker nears the screen, not while the page starts.
      await page.locator(PICKER).scrollIntoViewIfNeeded();
      await expect(zoneSelect(page)).toHaveValue("America/New_York");
      await expect(form(page).getByRole("status")).toHaveText("Showing times for ASAP in New York time.");
      await expect(slots(page).first()).toBeVisible();
    });

    await test.step("axe finds nothing in the form at desktop width and at 390 px", async () => {
      await expectNoAxeViolations(page, 'section[aria-label="Request form"]');
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoAxeViolations(page, 'section[aria-label="Request form"]');
      await page.setViewportSize({ width: 1280, height: 720 });
    });

    let start = "";
    await test.step("outcomes, details and a time, with the keyboard only", async () => {
      await form(page).getByRole("checkbox", { name: "Reduce Costs" }).focus();
      await page.keyboard.press("Space");
      await tabTo(page, field(page, "Full name"));
      await page.keyboard.type("Dana Whitfield");
      await page.keyboard.press("Tab");
      await page.keyboard.type(email);
      await tabTo(page, field(page, "Company"));
      await page.keyboard.type("Whitfield Freight");
      // Into the slots' radio group: Tab lands on the first time, an arrow key chooses the next one.
      await tabTo(page, slots(page).first());
      await page.keyboard.press("ArrowRight");
      const chosen = form(page).getByRole("radio", { checked: true });
      await expect(chosen).toBeFocused();
      start = (await chosen.getAttribute("value")) ?? "";
      expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:[03]0:00\.000Z$/);
    });

    await test.step("the time reads in New York time with IST beside it", async () => {
      const ny = wall(start, newYorkOffset(start));
      const ist = wall(start, IST_OFFSET);
      await expect(form(page).getByRole("radio", { checked: true })).toHaveAccessibleName(
        `${ny.time} (${ist.time} IST)`,
      );
      const day = form(page).getByRole("group", { name: ny.day });
      await expect(day.getByRole("radio", { checked: true })).toHaveCount(1);
    });

    await test.step("Enter on the button books it: the confirmation says when, with whom, and where the invite went", async () => {
      await tabTo(page, page.getByRole("button", { name: "Book my strategy call" }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { name: "You're booked." })).toBeFocused();
      const stored = await bookingOf(databaseUrl, email);
      expect(stored).toMatchObject({ starts_at: start, zone: "America/New_York", status: "booked" });
      const first = String(stored?.consultant).split(" ")[0];
      await expect(page.getByRole("status").filter({ hasText: "You're booked." })).toContainText(
        `Your strategy call is on ${callText(start, newYorkOffset(start))} with ${first}. A calendar invite is on its way to ${email}.`,
      );
      await expect(page.getByRole("complementary", { name: "What happens next" })).toContainText("Your call is booked");
      await expect(page.getByRole("complementary", { name: "What happens next" })).not.toContainText(
        "two or three call times",
      );
    });

    await test.step("Add to calendar: the invite downloads, the Google link carries the call's UTC times", async () => {
      const stamp = (ms: number) =>
        new Date(ms)
          .toISOString()
          .replace(/[-:]/g, "")
          .replace(/\.\d{3}/, "");
      const google = new URL((await page.getByRole("link", { name: /Google Calendar/ }).getAttribute("href")) ?? "");
      expect(`${google.origin}${google.pathname}`).toBe("https://calendar.google.com/calendar/render");
      expect(google.searchParams.get("action")).toBe("TEMPLATE");
      expect(google.searchParams.get("dates")).toBe(
        `${stamp(Date.parse(start))}/${stamp(Date.parse(start) + 30 * 60_000)}`,
      );
      const ics = await page.request.get(
        (await page.getByRole("link", { name: "Download invite (.ics)" }).getAttribute("href")) ?? "",
      );
      expect(ics.headers()["content-type"]).toContain("text/calendar");
      expect(await ics.text()).toContain(`DTSTART:${stamp(Date.parse(start))}`);
      await expectNoAxeViolations(page, 'section[aria-label="Request form"]');
    });

    await test.step("the manage page moves the call, then cancels it", async () => {
      await page.getByRole("link", { name: "Reschedule" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: "Your strategy call" })).toBeVisible();
      await expect(page.getByRole("definition").first()).toHaveText(callText(start, newYorkOffset(start)));
      const picker = page.getByRole("group", { name: "Pick a new time" });
      await tabTo(page, picker.getByRole("radio").first());
      await page.keyboard.press("Space");
      // Another time than the call's own (with several consultants it may still be free).
      if ((await picker.getByRole("radio", { checked: true }).getAttribute("value")) === start) {
        await page.keyboard.press("ArrowRight");
      }
      const moved = (await picker.getByRole("radio", { checked: true }).getAttribute("value")) ?? "";
      expect(moved).not.toBe(start);
      await tabTo(page, page.getByRole("button", { name: "Move my call" }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "Your call is moved." })).toBeVisible();
      await expect(page.getByRole("definition").first()).toHaveText(callText(moved, newYorkOffset(moved)));
      expect(await bookingOf(databaseUrl, email)).toMatchObject({ starts_at: moved, status: "booked" });
      await expectNoAxeViolations(page, "main");

      await page.getByRole("button", { name: "Cancel my call" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "Your call is cancelled." })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Cancelled" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Move my call" })).toHaveCount(0);
      expect(await bookingOf(databaseUrl, email)).toMatchObject({ status: "cancelled" });
    });
  });
});

test("a forged manage link answers 404 with a way to book again", async ({ page }) => {
  const res = await page.goto(`/booking/manage/${"x".repeat(43)}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "This booking link is not valid any more. Please book a new call from the Get Started page.",
  );
  await expect(page.getByRole("link", { name: "Book a new call" })).toHaveAttribute("href", "/get-started");
});

test.describe("booking without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 90_000 });

  test("a visitor looks at the times in London, back in IST books one, and a taken time is refused @db", async ({
    page,
  }, testInfo) => {
    const databaseUrl = testInfo.project.metadata.databaseUrl as string;
    const email = uniqueEmail("booker-nojs");
    await page.goto("/get-started");

    await test.step("the times start in IST", async () => {
      await expect(zoneSelect(page)).toHaveValue("Asia/Kolkata");
      const first = slots(page).first();
      const ist = wall((await first.getAttribute("value")) ?? "", IST_OFFSET);
      await expect(first).toHaveAccessibleName(`${ist.time} IST`);
    });

    await test.step("Show times re-renders the form in London time, keeping everything typed", async () => {
      await form(page).getByRole("checkbox", { name: "Accelerate Decisions" }).check();
      await field(page, "Full name").fill("Rohan Kapoor");
      await field(page, "Work email").fill(email);
      await field(page, "Company").fill("Kapoor Textiles");
      await field(page, "When should we call you?").selectOption("Next week");
      await zoneSelect(page).selectOption({ label: "London" });
      await page.getByRole("button", { name: "Show times" }).click();
      await expect(zoneSelect(page)).toHaveValue("Europe/London");
      await expect(field(page, "Full name")).toHaveValue("Rohan Kapoor");
      await expect(field(page, "Work email")).toHaveValue(email);
      await expect(field(page, "When should we call you?")).toHaveValue("Next week");
      await expect(form(page).getByRole("checkbox", { name: "Accelerate Decisions" })).toBeChecked();
      const first = slots(page).first();
      const iso = (await first.getAttribute("value")) ?? "";
      // London is UTC+0 in winter and UTC+1 in summer.
      const ist = wall(iso, IST_OFFSET).time;
      const names = [wall(iso, 0).time, wall(iso, 60).time].map((t) => `${t} (${ist} IST)`);
      const either = names.map((n) => n.replace(/[()]/g, "\\$&")).join("|");
      await expect(first).toHaveAccessibleName(new RegExp(`^(${either})$`));
    });

    let start = "";
    await test.step("back in IST, a time is chosen", async () => {
      await zoneSelect(page).selectOption({ label: "India (IST)" });
      await page.getByRole("button", { name: "Show times" }).click();
      await expect(zoneSelect(page)).toHaveValue("Asia/Kolkata");
      const second = slots(page).nth(1);
      start = (await second.getAttribute("value")) ?? "";
      await expect(second).toHaveAccessibleName(`${wall(start, IST_OFFSET).time} IST`);
      await second.check();
    });

    await test.step("a time booked by someone else meanwhile keeps the form and offers the nearest ones", async () => {
      // Every consultant free at that time is booked through the API, so the time is gone.
      for (let i = 0; i < 20; i++) {
        const res = await page.request.post("/api/leads", {
          data: {
            type: "get_started",
            form: {
              name: "Other Visitor",
              email: uniqueEmail("other"),
              company: "Elsewhere",
              slot: start,
              zone: "UTC",
            },
          },
        });
        if (res.status() === 409) break;
        expect(res.status()).toBe(201);
      }
      await page.getByRole("button", { name: "Book my strategy call" }).click();
      await expect(form(page).getByRole("alert")).toHaveText(
        "That time was just booked by someone else. Please choose another.",
      );
      await expect(field(page, "Full name")).toHaveValue("Rohan Kapoor");
      await expect(
        form(page).getByRole("group", { name: "The nearest free times" }).getByRole("radio").first(),
      ).toBeVisible();
      await expect(form(page).getByRole("radio", { checked: true })).toHaveCount(0);
      expect(await bookingOf(databaseUrl, email)).toBeUndefined();
    });

    await test.step("the nearest free time books, in IST", async () => {
      const nearest = form(page).getByRole("group", { name: "The nearest free times" }).getByRole("radio").first();
      start = (await nearest.getAttribute("value")) ?? "";
      await nearest.check();
      await page.getByRole("button", { name: "Book my strategy call" }).click();
      await expect(page.getByRole("heading", { name: "You're booked." })).toBeVisible();
      const stored = await bookingOf(databaseUrl, email);
      expect(stored).toMatchObject({ starts_at: start, zone: "Asia/Kolkata", status: "booked" });
      const first = String(stored?.consultant).split(" ")[0];
      await expect(page.getByRole("status").filter({ hasText: "You're booked." })).toContainText(
        `Your strategy call is on ${callText(start, IST_OFFSET)} with ${first}. A calendar invite is on its way to ${email}.`,
      );
    });
  });
});

// axe runs in the page, so the page without JavaScript is checked as the server sends it with its
// scripts blocked: the same markup (Show times and its hint included) before React takes over.
test("the picker as sent to a browser without JavaScript is axe-clean at desktop width and at 390 px", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto("/get-started");
  await expect(page.getByRole("button", { name: "Show times" })).toBeVisible();
  await expectNoAxeViolations(page, PICKER);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, PICKER, AXE_LAYOUT_RULES);
  await context.close();
});
