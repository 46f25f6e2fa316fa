import { describe, expect, it } from "vitest";
import { notificationType } from "~/features/admin/notifications/notification-type";

describe("notificationType", () => {
  it.each([
    ["lead", "New lead", "success"],
    ["comment", "New comment", "info"],
    ["delivery_failed", "Delivery failed", "error"],
    ["something_new", "Notice", "info"],
    ["", "Notice", "info"],
  ] as const)("%s reads as %s (%s)", (kind, label, tone) => {
    expect(notificationType(kind)).toEqual({ label, tone });
  });
});
