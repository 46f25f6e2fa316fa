import { describe, expect, it } from "vitest";
import { alertTexts } from "./alerts";
import { withTimeout } from "./health";
import { compactLine } from "./logger";
import { tokenMatches } from "./metrics";

describe("tokenMatches", () => {
  it.each([
    ["metrics-token-0123456789", "metrics-token-0123456789", true],
    ["metrics-token-012345678", "metrics-token-0123456789", false],
    ["metrics-token-0123456789x", "metrics-token-0123456789", false],
    ["", "metrics-token-0123456789", false],
    // No token configured: nothing matches, not even an empty header.
    ["", "", false],
  ])("%j against %j → %s", (given, expected, result) => {
    expect(tokenMatches(given, expected)).toBe(result);
  });
});

describe("withTimeout", () => {
  it("passes a quick answer through and rejects a slow one after the limit", async () => {
    expect(await withTimeout(Promise.resolve("pong"), 50)).toBe("pong");
    const slow = new Promise((resolve) => setTimeout(resolve, 500));
    await expect(withTimeout(slow, 20)).rejects.toThrow("no answer within 20 ms");
  });
});

describe("compactLine", () => {
  it("prints time, level, area, message and the other fields on one line", () => {
    const line = compactLine({
      level: "info",
      time: "2026-11-25T09:15:02.123Z",
      pid: 1,
      hostname: "vm",
      area: "http",
      msg: "GET /contact 200",
      status: 200,
      ms: 3.1,
    });
    expect(line).toBe("09:15:02 INFO  http      GET /contact 200  status=200 ms=3.1\n");
  });
});

describe("alertTexts", () => {
  const row = {
    id: "r1",
    lead_id: "4be9c0e1-84ea-4e6b-8f80-18b49e2b3527",
    kind: "team_email" as const,
    payload: "{}",
    created_at: "",
  };
  const site = { brandName: "Narmada AI Technologies", siteUrl: "https://narmadaai.in", maxAttempts: 8 };

  it("names the kind, the attempt, the error and the lead's admin page", () => {
    const t = alertTexts({ row: { ...row, attempts: 1 }, attempts: 2, error: "ECONNREFUSED connect" }, 0, site);
    expect(t.title).toBe("Delivery alert: team e-mail failing");
    expect(t.subject).toBe("[Narmada AI Technologies] Alert: team e-mail delivery failing");
    expect(t.body).toBe("Attempt 2 of 8 failed: ECONNREFUSED connect. Retries go on by themselves.");
    expect(t.link).toBe("/admin/leads/4be9c0e1-84ea-4e6b-8f80-18b49e2b3527");
    expect(t.text).toContain("Open the lead: https://narmadaai.in/admin/leads/4be9c0e1-84ea-4e6b-8f80-18b49e2b3527");
    expect(t.text).toContain("SMTP_URL");
  });

  it("counts the failures held back since the last alert", () => {
    const t = alertTexts({ row: { ...row, kind: "webhook", attempts: 1 }, attempts: 2, error: "HTTP 503" }, 4, site);
    expect(t.body).toBe(
      "Attempt 2 of 8 failed: HTTP 503. Retries go on by themselves. … and 4 more CRM webhook failures since the last alert.",
    );
    expect(t.text).toContain("LEADS_WEBHOOK_URL");
  });
});
