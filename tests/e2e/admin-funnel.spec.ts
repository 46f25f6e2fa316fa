import { connectDatabase } from "../../server/db/connect";
import { recordLeadEvent } from "../../server/leads/lead-events";
import { insertLeads } from "../factories";
import { createAccountAndSignIn } from "./admin-helpers";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./fixtures";

// The funnel from visit to won (issue #39) in the Analytics tab: a hand-built set of leads from a
// campaign of its own (so other specs' leads and views do not change its row), moved through the
// pipeline as the lead page and the Calls area record it (timeline lines, which set the steps reached).
// Project "sqlite-cms" runs it after the specs that replace the accounts.
const tag = Date.now().toString(36);
const SOURCE = `funnel-${tag}`;
const CAMPAIGN = `spring-${tag}`;
const from = { utm_source: SOURCE, utm_campaign: CAMPAIGN, landing_page: "/services" };

test("the Analytics tab shows the funnel of a hand-built set of leads", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const databaseUrl = testInfo.project.metadata.databaseUrl as string;
  await test.step("8 visitors from the campaign, 4 leads: won, qualified after a cancelled call, contacted, new", async () => {
    const handle = connectDatabase(databaseUrl);
    try {
      const { db } = handle;
      const day = new Date().toISOString().slice(0, 10);
      await db
        .insertInto("page_views")
        .values(
          Array.from({ length: 8 }, (_, i) => ({
            id: `${SOURCE}-${i}`,
            day,
            path: "/services",
            visitor: `${SOURCE}-visitor-${i}`,
            referrer_host: null,
            duration_ms: null,
            landing: 1,
            utm_source: SOURCE,
            utm_campaign: CAMPAIGN,
          })),
        )
        .execute();
      const ids = ["won", "lost", "contacted", "new"].map((s) => `${SOURCE}-${s}`);
      await insertLeads(
        handle,
        ids.map((id) => ({ id, type: "get_started" as const, name: id, createdAt: new Date().toISOString(), ...from })),
      );
      const team = { id: null, name: "Asha Verma" };
      const move = async (id: string, kind: "status" | "booking", detail: Record<string, unknown>) => {
        if (kind === "status") {
          await db
            .updateTable("leads")
            .set({ status: detail.to as "won", value: (detail.value as number) ?? null })
            .where("id", "=", id)
            .execute();
        }
        await recordLeadEvent(db, { leadId: id, actor: team, kind, detail });
      };
      await move(ids[0], "booking", { action: "booked" });
      await move(ids[0], "booking", { action: "held" });
      await move(ids[0], "status", { from: "new", to: "qualified", value: 12_000 });
      await move(ids[0], "status", { from: "qualified", to: "won", value: 12_000 });
      await move(ids[1], "booking", { action: "booked" });
      await move(ids[1], "booking", { action: "cancelled" });
      await move(ids[1], "status", { from: "new", to: "qualified", value: 5_000 });
      await move(ids[1], "status", { from: "qualified", to: "lost", value: 5_000 });
      await move(ids[2], "status", { from: "new", to: "contacted" });
    } finally {
      await handle.close();
    }
  });

  await createAccountAndSignIn(page, databaseUrl, {
    email: uniqueEmail("funnel-admin"),
    name: "Asha Verma",
    role: "admin",
    path: "/admin/analytics",
  });
  const funnel = page.getByRole("region", { name: "Funnel: from visit to won" });
  // 8 visitors, 4 leads (50%), 2 booked (50%), 1 held (50%), 2 qualified (200% of held: one without a
  // call held), 1 won (50%); visitors to won 1 of 8; values $12,000 + $5,000 and $12,000.
  const counts = ["8", "4(50%)", "2(50%)", "1(50%)", "2(200%)", "1(50%)", "12.5%", "$17,000", "$12,000"];

  await test.step("by source, the default grouping", async () => {
    await expect(funnel.getByRole("radio", { name: "Source" })).toBeChecked();
    const row = funnel
      .getByRole("table", { name: /^Funnel by source, last \d+ days$/ })
      .getByRole("row")
      .filter({
        has: page.getByRole("rowheader", { name: SOURCE, exact: true }),
      });
    await expect(row.getByRole("cell")).toHaveText(counts);
    await expectNoAxeViolations(page, "main");
  });

  await test.step("by campaign, chosen from the keyboard, on a phone", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await funnel.getByRole("radio", { name: "Source" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(funnel.getByRole("radio", { name: "Campaign" })).toBeChecked();
    const row = funnel
      .getByRole("table", { name: /^Funnel by campaign, last \d+ days$/ })
      .getByRole("row")
      .filter({
        has: page.getByRole("rowheader", { name: CAMPAIGN, exact: true }),
      });
    await expect(row.getByRole("cell")).toHaveText(counts);
    await expectNoAxeViolations(page, "main");
  });
});
