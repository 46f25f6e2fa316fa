/** How a notification's type reads and looks: a finished thing is good news, a failure needs a hand. */
export type NotificationTone = "success" | "info" | "error";

const TYPES: Record<string, { label: string; tone: NotificationTone }> = {
  lead: { label: "New lead", tone: "success" },
  comment: { label: "New comment", tone: "info" },
  delivery_failed: { label: "Delivery failed", tone: "error" },
};

/** The type shown beside a notification; an unknown kind reads as a plain notice. */
export function notificationType(kind: string): { label: string; tone: NotificationTone } {
  return TYPES[kind] ?? { label: "Notice", tone: "info" };
}

export const NOTIFICATION_TONE_CLASS: Record<NotificationTone, string> = {
  success: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  info: "bg-sky-50 text-sky-900 ring-sky-200",
  error: "bg-red-50 text-red-800 ring-red-200",
};
