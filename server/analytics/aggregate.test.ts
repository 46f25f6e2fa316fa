import { describe, expect, it } from "vitest";
import { averageTimeMs, bounceRate, categorySplit, fillDays, sumBy, topByViews, totalsOf } from "./aggregate";

const d = (day: string, views: number, visitors: number) => ({ day, views, visitors });

describe("fillDays", () => {
  it.each([
    ["no rows: zeros", [], "2026-11-23", 3, [d("2026-11-21", 0, 0), d("2026-11-22", 0, 0), d("2026-11-23", 0, 0)]],
    [
      "rows in and out of the range",
      [d("2026-11-22", 5, 2), d("2026-11-19", 9, 9)],
      "2026-11-23",
      3,
      [d("2026-11-21", 0, 0), d("2026-11-22", 5, 2), d("2026-11-23", 0, 0)],
    ],
    [
      "across a month end",
      [d("2026-11-30", 1, 1), d("2026-12-01", 4, 3)],
      "2026-12-01",
      2,
      [d("2026-11-30", 1, 1), d("2026-12-01", 4, 3)],
    ],
  ])("%s", (_label, rows, to, days, expected) => {
    expect(fillDays(rows, to, days)).toEqual(expected);
  });

  it.each([7, 30, 90])("gives %d days ending today", (days) => {
    const series = fillDays([], "2026-11-23", days);
    expect(series).toHaveLength(days);
    expect(series.at(-1)?.day).toBe("2026-11-23");
  });
});

describe("totalsOf", () => {
  it.each([
    [[], { views: 0, visitors: 0 }],
    [[d("2026-11-22", 5, 2), d("2026-11-23", 3, 3)], { views: 8, visitors: 5 }],
  ])("%j → %j", (series, expected) => {
    expect(totalsOf(series)).toEqual(expected);
  });
});

describe("categorySplit", () => {
  const posts = [
    { slug: "rag", category: "Technical", likes: 4, comments: 1 },
    { slug: "pilot", category: "How-To Guides", likes: 2, comments: 0 },
    { slug: "roi", category: "Business", likes: 0, comments: 3 },
    { slug: "odd", category: "Gardening", likes: 9, comments: 9 },
  ];
  it.each([
    [
      "views of each post's page, folded into the four categories",
      new Map([
        ["/blog/rag", 7],
        ["/blog/pilot", 2],
        ["/blog/roi", 1],
        ["/blog/odd", 5],
        ["/about", 40],
      ]),
      [
        { category: "AI Insights", posts: 0, views: 0, engagement: 0 },
        { category: "Technical", posts: 2, views: 9, engagement: 7 },
        { category: "Business", posts: 1, views: 1, engagement: 3 },
        { category: "Industry News", posts: 0, views: 0, engagement: 0 },
      ],
    ],
    [
      "no views yet",
      new Map<string, number>(),
      [
        { category: "AI Insights", posts: 0, views: 0, engagement: 0 },
        { category: "Technical", posts: 2, views: 0, engagement: 7 },
        { category: "Business", posts: 1, views: 0, engagement: 3 },
        { category: "Industry News", posts: 0, views: 0, engagement: 0 },
      ],
    ],
  ])("%s", (_label, views, expected) => {
    expect(categorySplit(views, posts)).toEqual(expected);
  });
});

describe("sumBy", () => {
  it.each([
    ["no rows", [], new Map()],
    [
      "a page on two days plus today's raw count (PostgreSQL bigint strings included)",
      [
        { path: "/about", views: "3", visitors: 2 },
        { path: "/", views: 5, visitors: 4 },
        { path: "/about", views: 1, visitors: "1" },
      ],
      new Map([
        ["/about", { views: 4, visitors: 3 }],
        ["/", { views: 5, visitors: 4 }],
      ]),
    ],
  ])("%s", (_label, rows, expected) => {
    expect(sumBy(rows, "path", ["views", "visitors"])).toEqual(expected);
  });
});

describe("topByViews", () => {
  const e = (name: string, views: number) => [name, { views }] as [string, { views: number }];
  it.each([
    ["most views first", [e("/a", 1), e("/b", 3), e("/c", 2)], 2, ["/b", "/c"]],
    ["ties by name", [e("/z", 2), e("/a", 2), e("/m", 5)], 3, ["/m", "/a", "/z"]],
    ["fewer than n", [e("/a", 1)], 10, ["/a"]],
  ])("%s", (_label, entries, n, expected) => {
    expect(topByViews(entries, n).map(([k]) => k)).toEqual(expected);
  });
});

describe("averageTimeMs and bounceRate", () => {
  it.each([
    [0, 0, null],
    [90_000, 3, 30_000],
    [10_001, 2, 5001],
  ])("average of %d ms over %d views → %s", (ms, n, expected) => {
    expect(averageTimeMs(ms, n)).toBe(expected);
  });
  it.each([
    [0, 0, null],
    [1, 4, 0.25],
    [3, 3, 1],
  ])("%d bounces of %d visitor-days → %s", (b, v, expected) => {
    expect(bounceRate(b, v)).toBe(expected);
  });
});
