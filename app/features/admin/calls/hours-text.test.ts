import { describe, expect, it } from "vitest";
import { dayText, minutesOf, parseDay, parseWeek, timeText } from "./hours-text";

describe("minutesOf", () => {
  it.each([
    ["9", 540],
    ["9:30", 570],
    ["09:30", 570],
    ["6 PM", 1080],
    ["6:00 pm", 1080],
    ["12:00 PM", 720],
    ["12:00 AM", 0],
    ["18:00", 1080],
    ["24:00", 1440],
    ["0:15", 15],
  ])("reads %s as %i minutes", (text, minutes) => {
    expect(minutesOf(text)).toBe(minutes);
  });

  it.each(["", "25:00", "24:30", "9:60", "13 PM", "0 AM", "nine", "9.30", "9:5"])("refuses %j", (text) => {
    expect(minutesOf(text)).toBeNull();
  });
});

it.each([
  [540, "9:00 AM"],
  [1080, "6:00 PM"],
  [720, "12:00 PM"],
  [0, "12:00 AM"],
  [1440, "12:00 AM"],
  [615, "10:15 AM"],
])("writes %i minutes as %s", (minutes, text) => {
  expect(timeText(minutes)).toBe(text);
});

describe("parseDay", () => {
  it.each([
    ["9:00 AM-6:00 PM", [{ from: 540, to: 1080 }]],
    ["9:00-18:00", [{ from: 540, to: 1080 }]],
    [
      "9 to 13, 2pm – 6pm",
      [
        { from: 540, to: 780 },
        { from: 840, to: 1080 },
      ],
    ],
    [
      "14:00-18:00, 9:00-13:00",
      [
        { from: 540, to: 780 },
        { from: 840, to: 1080 },
      ],
    ],
    ["10 PM-12 AM", [{ from: 1320, to: 1440 }]],
    ["", []],
    ["  Closed ", []],
  ])("reads %j", (text, openings) => {
    expect(parseDay(text)).toEqual({ ok: true, openings });
  });

  it.each([
    ["6 PM-9 AM", '"6 PM-9 AM" ends before it starts.'],
    ["9-13, 12-18", "Two openings overlap."],
    ["whenever", 'Write each opening as "9:00 AM-6:00 PM" ("whenever" is not).'],
    ["9-10-11", 'Write each opening as "9:00 AM-6:00 PM" ("9-10-11" is not).'],
    ["1-2,3-4,5-6,7-8,9-10,11-12,13-14", "At most 6 openings a day."],
  ])("refuses %j", (text, message) => {
    expect(parseDay(text)).toEqual({ ok: false, message });
  });

  it("writes back what it reads, as the Contact page writes office hours", () => {
    const parsed = parseDay("9-13, 14:00-18:00");
    expect(parsed.ok && dayText(parsed.openings)).toBe("9:00 AM-1:00 PM, 2:00 PM-6:00 PM");
  });
});

describe("parseWeek", () => {
  it("reads every weekday, a missing one as closed", () => {
    const week = parseWeek({ mon: "9-18", tue: "9-18", wed: "", thu: "9-18", fri: "9-18", sat: "10-16" });
    expect(week).toEqual({
      ok: true,
      hours: {
        mon: [{ from: 540, to: 1080 }],
        tue: [{ from: 540, to: 1080 }],
        wed: [],
        thu: [{ from: 540, to: 1080 }],
        fri: [{ from: 540, to: 1080 }],
        sat: [{ from: 600, to: 960 }],
        sun: [],
      },
    });
  });

  it("names every day with a problem", () => {
    expect(parseWeek({ mon: "18-9", fri: "x", sun: "9-18" })).toEqual({
      ok: false,
      fields: { mon: '"18-9" ends before it starts.', fri: 'Write each opening as "9:00 AM-6:00 PM" ("x" is not).' },
    });
  });
});
