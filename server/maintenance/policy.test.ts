import { describe, expect, it } from "vitest";
import { DEFAULT_RETENTION, retentionCutoffs } from "./policy";

describe("retentionCutoffs", () => {
  const now = new Date("2026-11-23T10:00:00.000Z");
  const c = retentionCutoffs(now, DEFAULT_RETENTION);
  it.each([
    ["today", c.today, "2026-11-23"],
    // 30 days kept: 24 Oct .. 23 Nov; 23 Oct and older go.
    ["raw page views kept from", c.rawViewsBefore, "2026-10-25"],
    ["outbox payloads of rows sent before", c.outboxSentBefore, "2026-10-24T10:00:00.000Z"],
    ["chats without a lead idle since before", c.chatIdleBefore, "2026-08-25T10:00:00.000Z"],
    ["audit lines before", c.auditBefore, "2025-11-23T10:00:00.000Z"],
    ["unconfirmed subscribers before", c.unconfirmedSubscriberBefore, "2026-11-16T10:00:00.000Z"],
    ["read notifications before", c.readNotificationBefore, "2026-08-25T10:00:00.000Z"],
    ["sessions idle since", c.sessionIdleSince, "2026-11-23T09:30:00.000Z"],
  ])("%s: %s", (_label, value, expected) => {
    expect(value).toBe(expected);
  });

  it("ends rate-limit windows that started more than a day ago", () => {
    expect(c.rateWindowBefore).toBe(Date.parse("2026-11-22T10:00:00Z") / 1000);
  });

  it.each([
    [1, "2026-11-23"],
    [7, "2026-11-17"],
    [90, "2026-08-26"],
  ])("ANALYTICS_RAW_DAYS=%d keeps raw rows from %s", (days, from) => {
    expect(retentionCutoffs(now, { ...DEFAULT_RETENTION, ANALYTICS_RAW_DAYS: days }).rawViewsBefore).toBe(from);
  });
});
