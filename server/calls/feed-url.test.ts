import { describe, expect, it } from "vitest";
import { checkFeedUrl, feedHost } from "./feed-url";

const GOOGLE = "https://calendar.google.com/calendar/ical/asha%40narmadaai.in/private-0123abcd/basic.ics";

describe("checkFeedUrl", () => {
  it.each([
    [GOOGLE, false, GOOGLE, "calendar.google.com"],
    [
      "  webcal://p42-caldav.icloud.com/published/2/MTIz  ",
      false,
      "https://p42-caldav.icloud.com/published/2/MTIz",
      "p42-caldav.icloud.com",
    ],
    [
      "https://outlook.office365.com/owa/calendar/x/y/reachcalendar.ics#top",
      false,
      "https://outlook.office365.com/owa/calendar/x/y/reachcalendar.ics",
      "outlook.office365.com",
    ],
    ["https://8.8.8.8:8443/cal.ics", false, "https://8.8.8.8:8443/cal.ics", "8.8.8.8:8443"],
    ["http://127.0.0.1:4000/feed.ics", true, "http://127.0.0.1:4000/feed.ics", "127.0.0.1:4000"],
    ["https://calendar.internal/feed.ics", true, "https://calendar.internal/feed.ics", "calendar.internal"],
  ])("takes %s (private allowed: %s)", (input, allowPrivate, url, host) => {
    expect(checkFeedUrl(input, allowPrivate)).toEqual({ ok: true, url, host });
  });

  it.each([
    ["", "Enter the calendar's private iCalendar (.ics) address."],
    ["calendar.google.com/basic.ics", "That is not a web address. Copy the calendar's private iCalendar address."],
    ["http://calendar.example.com/basic.ics", "The feed must be an https:// address."],
    ["ftp://calendar.example.com/basic.ics", "The feed must be an https:// address."],
    ["file:///etc/passwd", "The feed must be an https:// address."],
    ["https://asha:secret@calendar.example.com/x.ics", "The address may not hold a user name or password."],
    ["https://127.0.0.1/x.ics", "The feed must be on a public address, not a private or local one."],
    ["https://[::1]/x.ics", "The feed must be on a public address, not a private or local one."],
    ["https://169.254.169.254/latest/meta-data", "The feed must be on a public address, not a private or local one."],
    ["https://localhost/x.ics", "The feed must be on a public address, not a private or local one."],
    ["https://printer.local/x.ics", "The feed must be on a public address, not a private or local one."],
    ["https://intranet/x.ics", "The feed must be on a public address, not a private or local one."],
    ["https://0x7f000001/x.ics", "The feed must be on a public address, not a private or local one."],
    [`https://example.com/${"a".repeat(2000)}`, "The address is too long (at most 2000 characters)."],
  ])("refuses %s without quoting it", (input, message) => {
    const result = checkFeedUrl(input, false);
    expect(result).toEqual({ ok: false, message });
  });

  it("still refuses another scheme or a password with private addresses allowed", () => {
    expect(checkFeedUrl("ftp://127.0.0.1/x.ics", true).ok).toBe(false);
    expect(checkFeedUrl("http://a:b@127.0.0.1/x.ics", true).ok).toBe(false);
  });
});

it.each([
  [GOOGLE, "calendar.google.com"],
  ["http://127.0.0.1:4000/feed.ics?token=abc", "127.0.0.1:4000"],
  [null, ""],
  ["not a url", ""],
])("shows the feed %s by its host %j only", (url, host) => {
  expect(feedHost(url)).toBe(host);
});
