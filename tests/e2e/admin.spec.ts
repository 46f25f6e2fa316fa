import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { SECTIONS, sectionByKey, sidebarSections, TILE_ORDER } from "../../app/features/admin/shared/sections";
import { ALL_PATHS } from "../../app/lib/site-paths";
import { connectDatabase } from "../../server/db/connect";
import { firstModules } from "../../server/http/defer-client-modules";
import { parseCsv } from "../api/admin-csv-parse";
import { childEntry } from "../child-entry";
import { expect, expectNoAxeViolations, TOASTS, test, uniqueEmail } from "./fixtures";

// The admin journey in Chromium: first-run setup link → first admin → grid → every tile → a lead's
// status and note → CSV export → logout → back button; then the same area by keyboard only.
test.describe.configure({ mode: "serial" });

const ADMIN_EMAIL = uniqueEmail("admin");
const PASSWORD = `Narmada e2e ${Math.random().toString(36).slice(2, 10)} passphrase`;
const BUILT_TABS = ["dashboard", "leads", "contacts", "notifications", "backup", "settings"] as const;

const tabNav = (page: Page) => page.getByRole("navigation", { name: "Admin sections" });

test("the first admin's journey, from the setup link to logout", async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const databaseUrl = testInfo.project.metadata.databaseUrl as string;
  // A fresh start for this journey (and a retry): no accounts, so a setup link can be issued.
  const handle = connectDatabase(databaseUrl);
  await handle.db.deleteFrom("sessions").execute();
  await handle.db.deleteFrom("users").execute();
  await handle.close();
  const out = execFileSync("node", [...childEntry("scripts/admin.ts"), "setup-link"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  const link = new URL(out.trim().split("\n").pop() ?? "");
  expect(link.pathname).toBe("/admin/setup");

  // A lead for the inbox, sent as a visitor would.
  const leadEmail = uniqueEmail("lead");
  const sent = await request.post("/api/leads", {
    data: {
      type: "contact",
      form: { name: "Meera Iyer", email: leadEmail, message: "We need help with invoice OCR.", website: "" },
    },
  });
  expect(sent.status()).toBe(201);

  await test.step("the setup link makes the first admin, signed in with a secure session cookie", async () => {
    await page.goto(`${link.pathname}${link.search}`);
    await expectNoAxeViolations(page);
    await page.getByLabel("Full name").fill("Asha Verma");
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create admin account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Platforms" })).toBeVisible();

    // The session cookie as Chromium stored it over http://127.0.0.1.
    const cookie = (await page.context().cookies()).find((c) => c.name === "__Host-admin_session");
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
  });

  await test.step("every tile of the grid opens its tab", async () => {
    const tiles = page.getByRole("main").getByRole("listitem");
    await expect(tiles).toHaveCount(12);
    for (const key of TILE_ORDER) {
      const section = sectionByKey(key);
      await page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(`^${section.tile?.title}`) })
        .click();
      await expect(page).toHaveURL(section.path);
      await expect(tabNav(page).getByRole("link", { name: section.label, exact: false })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.getByRole("link", { name: "Back to Platforms" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Platforms" })).toBeVisible();
    }
  });

  await test.step("the sidebar lists every tab and opens the built ones", async () => {
    // Every built tab (and one coming tab) opens from the sidebar, which lists all 15 tabs, Users and Calls.
    // Every admin screen (the grid, each tab, Users, Add Lead) is checked with axe in admin-shell.spec.ts;
    // this journey checks the states only it reaches: the setup form, a worked lead, a failed sign-in.
    await page.goto("/admin/dashboard");
    expect(SECTIONS.filter((s) => s.tab)).toHaveLength(15);
    await expect(tabNav(page).getByRole("link")).toHaveCount(sidebarSections("admin").length);
    for (const key of [...BUILT_TABS, "media" as const]) {
      await tabNav(page)
        .getByRole("link", { name: sectionByKey(key).label })
        .click();
      await expect(page).toHaveURL(sectionByKey(key).path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });
  await test.step("Settings saves with a toast", async () => {
    // Settings confirm with a toast (saved unchanged: the public blog keeps its texts for other tests).
    await tabNav(page).getByRole("link", { name: "Settings" }).click();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
  });

  await test.step("Users lists the admin", async () => {
    // Users has no button in the tab bar; the admin's sidebar lists it after the tabs.
    await tabNav(page).getByRole("link", { name: "Users" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expect(page.getByText(ADMIN_EMAIL)).toBeVisible();
  });

  await test.step("a lead is found, given a status and a value, and noted", async () => {
    await tabNav(page).getByRole("link", { name: "Leads" }).click();
    await page.getByRole("link", { name: "Add Lead" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add Lead" })).toBeVisible();
    await page.goBack();
    await page.getByRole("searchbox", { name: "Search" }).fill(leadEmail);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("1 lead", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Meera Iyer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Meera Iyer" })).toBeVisible();
    await expect(page.getByText("We need help with invoice OCR.")).toBeVisible();
    await page.getByLabel("Status").selectOption("contacted");
    await page.getByLabel("Value (USD)").fill("15000");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Lead updated." })).toBeVisible();
    await page.getByLabel("New note").fill("Called Meera: wants a pilot on 2,000 invoices.");
    await page.getByRole("button", { name: "Add note" }).click();
    // exact: the timeline repeats the note after "Note added:".
    await expect(page.getByText("Called Meera: wants a pilot on 2,000 invoices.", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Asha Verma · \d+ \w+ \d{4}, \d\d:\d\d IST$/)).toBeVisible();
    // The lead's page is checked in full in admin-shell.spec.ts; the status, value and note changed its
    // main, and the save showed a toast.
    await expectNoAxeViolations(page, `main, ${TOASTS}`);
  });

  await test.step("the CSV export holds the leads of the current filter", async () => {
    await page.getByRole("link", { name: "All leads" }).click();
    // The lead page has a Status select too: wait for the list's filters.
    await expect(page.getByRole("button", { name: "Apply filters" })).toBeVisible();
    await page.getByLabel("Status").selectOption("contacted");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]status=contacted/);
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/admin/leads/export?status=contacted",
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    const csv = fs.readFileSync((await download.path()) ?? "", "utf8").replace(/^\uFEFF/, "");
    const rows = parseCsv(csv);
    const row = rows.find((r) => r[4] === leadEmail);
    expect(rows[0][2]).toBe("Status");
    expect(row?.slice(1, 4)).toEqual(["Contact form", "contacted", "Meera Iyer"]);
    expect(row?.[7]).toBe("15000");
    expect(rows.slice(1).every((r) => r[2] === "contacted")).toBe(true);
  });

  await test.step("after logout the back button shows the gate, not the data", async () => {
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expect(page.getByText("Meera Iyer")).toHaveCount(0);
  });
});

test("keyboard only: a wrong password, then sign in and open the Leads tile", async ({ page }) => {
  await page.goto("/admin/leads");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByLabel("Email").focus();
  await page.keyboard.type(ADMIN_EMAIL);
  await page.keyboard.press("Tab");
  await page.keyboard.type("not the password");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Invalid credentials. Please use the correct admin email and password.",
  );
  // The gate is checked in full in admin-shell.spec.ts; the failed attempt changed only the form.
  await expectNoAxeViolations(page, "main");

  await page.getByLabel("Password").focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  // Back where the gate was asked for.
  await expect(page).toHaveURL("/admin/leads");
  await page.getByRole("link", { name: "Back to Platforms" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Platforms" })).toBeVisible();
  // Tab from the heading to the first tile (Leads) and open it.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("Tab");
    const name = await page.evaluate(() => document.activeElement?.textContent ?? "");
    if (name.startsWith("Leads")) break;
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/admin/leads");
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
});

test("no file in build/client holds the admin's e-mail, password or a password hash", () => {
  const dir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const needles = [ADMIN_EMAIL, PASSWORD, "scrypt$", "__Host-admin_session="];
  const walk = (d: string): string[] =>
    fs
      .readdirSync(d, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
  const files = walk(dir);
  expect(files.length).toBeGreaterThan(50);
  for (const file of files) {
    const text = fs.readFileSync(file, "latin1");
    for (const needle of needles) expect(text.includes(needle), `${needle} in ${file}`).toBe(false);
  }
});

test("no public page loads admin code in its initial JavaScript", async ({ request }) => {
  // Every public page as served: prerendered files and the server-rendered ones (managed content, blog).
  const dir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const adminText = ["Back to Platforms", "Admin sections", "Create the first admin", "Mark All Read"];
  for (const page of ALL_PATHS) {
    const html = await (await request.get(page)).text();
    const scripts = [
      ...firstModules(html),
      ...[...html.matchAll(/<script[^>]* src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
    ];
    expect(scripts.length, page).toBeGreaterThan(2);
    for (const file of new Set(scripts)) {
      const js = fs.readFileSync(path.join(dir, file), "utf8");
      for (const text of adminText) expect(js.includes(text), `${text} in ${file} (loaded by ${page})`).toBe(false);
    }
  }
});
