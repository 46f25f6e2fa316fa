import { describe, expect, it } from "vitest";
import {
  AUTO_HANDLING_OPTIONS,
  AUTOMATION_BONUS,
  BENCHMARK_DEFAULTS,
  BENCHMARK_HINTS,
  BENCHMARK_INDUSTRIES,
  BENCHMARK_SIZES,
  type BenchmarkAnswers,
  computeBenchmark,
  PEERS,
  SAVINGS_COPY,
} from "./benchmark";

// Expected values are worked out by hand from the scoring rules (spec-1 §9), each score clamped to 0..100:
// cse = 100 − hrs/3.5×50 + bonus (30 >50%, 20 25-50%, 10 <25%, 0 0%); oe = 100 − hours/12×50;
// dms = 100 − days/2×50; igm = (content > 0 ? 60 : 40) + (launch given ? max(0, 40 − 5×months) : 0);
// yourScore = round(mean of the four).
type Row = {
  name: string;
  answers: BenchmarkAnswers;
  radar: [number, number, number, number];
  score: number;
};

const rows: Row[] = [
  // blanks read 0: cse 100−0+0 = 100; oe 100; dms 100; igm 40 (no content, launch blank); (340)/4 = 85
  { name: "defaults", answers: BENCHMARK_DEFAULTS, radar: [100, 100, 100, 40], score: 85 },
  // same with no answers at all (autoHandlingPct missing → bonus 0)
  { name: "empty object", answers: {}, radar: [100, 100, 100, 40], score: 85 },
  {
    name: "exactly the peer values",
    answers: {
      ...BENCHMARK_DEFAULTS,
      responseTimeHrs: "3.5",
      manualHoursPerWeek: "12",
      reportDays: "2",
      contentPerMonth: "4",
      timeToLaunchMonths: "5",
    },
    // 100−50 = 50; 100−50 = 50; 100−50 = 50; 60 + (40−25) = 75; 225/4 = 56.25
    radar: [50, 50, 50, 75],
    score: 56,
  },
  {
    name: ">50% bonus on a score of 0, launch time 0 given",
    answers: {
      ...BENCHMARK_DEFAULTS,
      responseTimeHrs: 7,
      autoHandlingPct: ">50%",
      manualHoursPerWeek: 24,
      reportDays: 4,
      contentPerMonth: 0,
      timeToLaunchMonths: 0,
    },
    // 100−100+30 = 30; 100−100 = 0; 100−100 = 0; 40 + (40−0) = 80; 110/4 = 27.5 → 28
    radar: [30, 0, 0, 80],
    score: 28,
  },
  {
    name: "25-50% bonus",
    answers: {
      ...BENCHMARK_DEFAULTS,
      responseTimeHrs: 1.75,
      autoHandlingPct: "25-50%",
      manualHoursPerWeek: 6,
      reportDays: 1,
      contentPerMonth: 10,
      timeToLaunchMonths: 2,
    },
    // 100−25+20 = 95; 100−25 = 75; 100−25 = 75; 60 + (40−10) = 90; 335/4 = 83.75
    radar: [95, 75, 75, 90],
    score: 84,
  },
  {
    name: "<25% bonus clamped at 100",
    answers: {
      ...BENCHMARK_DEFAULTS,
      responseTimeHrs: 0,
      autoHandlingPct: "<25%",
      manualHoursPerWeek: 0,
      reportDays: 0,
      contentPerMonth: 5,
      timeToLaunchMonths: 0,
    },
    // 100+10 = 110 → 100; 100; 100; 60+40 = 100; 400/4 = 100
    radar: [100, 100, 100, 100],
    score: 100,
  },
  {
    name: "everything clamped at 0, long launch adds nothing",
    answers: {
      ...BENCHMARK_DEFAULTS,
      responseTimeHrs: 14,
      manualHoursPerWeek: 48,
      reportDays: 10,
      timeToLaunchMonths: 12,
    },
    // 100−200 = −100 → 0; 100−200 → 0; 100−250 → 0; 40 + max(0, 40−60) = 40; 40/4 = 10
    radar: [0, 0, 0, 40],
    score: 10,
  },
  {
    name: "bonus does not lift a deep negative above 0",
    answers: { ...BENCHMARK_DEFAULTS, responseTimeHrs: "14", autoHandlingPct: ">50%" },
    // 100−200+30 = −70 → 0; blanks 100, 100; igm 40; 240/4 = 60
    radar: [0, 100, 100, 40],
    score: 60,
  },
  {
    name: "fractional scores stay unrounded",
    answers: {
      ...BENCHMARK_DEFAULTS,
      responseTimeHrs: 1,
      autoHandlingPct: "<25%",
      manualHoursPerWeek: 3,
      reportDays: 0.5,
      contentPerMonth: 1,
      timeToLaunchMonths: 3,
    },
    // 100 − 1/3.5×50 + 10 = 110 − 14.2857 = 95.7143; 100−12.5 = 87.5; 100−12.5 = 87.5; 60+25 = 85
    // 355.7143/4 = 88.93 → 89
    radar: [95.7142857, 87.5, 87.5, 85],
    score: 89,
  },
  {
    name: "non-numeric answers count as 0, unknown automation earns no bonus",
    answers: {
      ...BENCHMARK_DEFAULTS,
      responseTimeHrs: "abc",
      autoHandlingPct: "bogus",
      reportDays: "x",
      contentPerMonth: "lots",
      timeToLaunchMonths: "soon",
    },
    // 100; 100; 100; launch "soon" is not blank → 40 + (40 − 0) = 80; 380/4 = 95
    radar: [100, 100, 100, 80],
    score: 95,
  },
  {
    name: "negative launch time capped at 100",
    answers: {
      ...BENCHMARK_DEFAULTS,
      responseTimeHrs: 3.5,
      manualHoursPerWeek: 12,
      reportDays: 2,
      contentPerMonth: 3,
      timeToLaunchMonths: -4,
    },
    // 50; 50; 50; 60 + (40+20) = 120 → 100; 250/4 = 62.5 → 63
    radar: [50, 50, 50, 100],
    score: 63,
  },
  {
    name: "whitespace launch time is blank",
    answers: { ...BENCHMARK_DEFAULTS, contentPerMonth: "2", timeToLaunchMonths: "   " },
    // 100; 100; 100; 60 + 0; 360/4 = 90
    radar: [100, 100, 100, 60],
    score: 90,
  },
  {
    name: "large values with commas",
    answers: {
      ...BENCHMARK_DEFAULTS,
      ticketsPerMonth: "1,000,000",
      responseTimeHrs: "1,000",
      manualHoursPerWeek: " 1,200 ",
      reportDays: "2",
      contentPerMonth: "1,000",
      timeToLaunchMonths: "8",
    },
    // hugely negative → 0; → 0; 100−50 = 50; 60 + max(0, 40−40) = 60; 110/4 = 27.5 → 28
    radar: [0, 0, 50, 60],
    score: 28,
  },
];

describe("computeBenchmark", () => {
  it.each(rows)("$name", ({ answers, radar, score }) => {
    const result = computeBenchmark(answers);
    expect(result.radar.cse).toBeCloseTo(radar[0], 6);
    expect(result.radar.oe).toBeCloseTo(radar[1], 6);
    expect(result.radar.dms).toBeCloseTo(radar[2], 6);
    expect(result.radar.igm).toBeCloseTo(radar[3], 6);
    expect(result.yourScore).toBe(score);
    expect(result.peerAvg).toBe(75);
    expect(result.savingsCopy).toBe(SAVINGS_COPY);
  });

  it("reports KPIs against the peer constants", () => {
    const result = computeBenchmark({
      responseTimeHrs: " 6 ",
      manualHoursPerWeek: "20",
      reportDays: 4,
      timeToLaunchMonths: "",
    });
    expect(result.kpis).toEqual({
      responseTime: { you: 6, peers: 3.5 },
      manualHours: { you: 20, peers: 12 },
      reportingTime: { you: 4, peers: 2 },
      launchCycle: { you: 0, peers: 5 },
    });
  });

  it("ignores tickets per month, industry and size", () => {
    const base = computeBenchmark({ responseTimeHrs: 2 });
    expect(
      computeBenchmark({
        responseTimeHrs: 2,
        ticketsPerMonth: 5000,
        industry: "Legal",
        companySize: "Mid (100-1000)",
      }),
    ).toEqual(base);
  });
});

describe("benchmark constants", () => {
  it("are the offered options, the automation bonus, the peer values and the savings text", () => {
    expect(BENCHMARK_INDUSTRIES).toEqual([
      "Healthcare",
      "Finance",
      "Retail/eCommerce",
      "Legal",
      "Manufacturing",
      "Other",
    ]);
    expect(BENCHMARK_SIZES).toEqual(["Small (<100)", "Mid (100-1000)", "Enterprise (>1000)"]);
    expect(AUTO_HANDLING_OPTIONS).toEqual(["0%", "<25%", "25-50%", ">50%"]);
    expect(AUTOMATION_BONUS).toEqual({ "0%": 0, "<25%": 10, "25-50%": 20, ">50%": 30 });
    expect(BENCHMARK_DEFAULTS.autoHandlingPct).toBe("0%");
    expect(PEERS).toEqual({
      responseTimeHrs: 3.5,
      manualHoursPerWeek: 12,
      reportDays: 2,
      timeToLaunchMonths: 5,
      averageScore: 75,
    });
    expect(SAVINGS_COPY).toBe(
      "With AI, you could reduce costs by ~30%, save ~25 hrs/week, and speed decision-making by 60%.",
    );
    expect(BENCHMARK_HINTS.support).toMatch(/30-40% faster/);
    expect(BENCHMARK_HINTS.operations).toMatch(/20-40% of manual work/);
    expect(BENCHMARK_HINTS.innovation).toMatch(/doubles content output.*25-40%/);
  });
});
