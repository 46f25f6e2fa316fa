import { describe, expect, it } from "vitest";
import { computeBenchmark } from "~/features/calculators/benchmark/benchmark";
import { benchmarkSummary } from "~/features/calculators/benchmark/benchmark-report";
import { computeCoi } from "~/features/calculators/coi/coi";
import { coiReport } from "~/features/calculators/coi/coi-report";
import { computeRoi } from "~/features/calculators/roi/roi";
import { roiReport } from "~/features/calculators/roi/roi-report";
import { ReportRequestSchema } from "./calculator-schemas";
import { buildReport } from "./report-content";

const lead = { name: "Asha Verma", email: "asha@example.com", company: "Acme" };

describe("roiReport", () => {
  // 200×12.5×12×0.35 = 10500; 2×5×52×0.3×40 = 6240; 12×(8×2×0.6)×40 = 4608; 10×300×12×1.5 = 54000
  // total 75348; investment blank → max(25000, 15069.6) = 25000; ROI 50348/25000 = 201.39% → 201%;
  // payback 25000/(75348/12) = 25000/6279 = 3.98 → 4 months
  const inputs = {
    supportTickets: 200,
    supportCostPerTicket: "12.5",
    manualEmployees: 2,
    manualHoursWeekly: 5,
    hourlyCost: 40,
    reportDays: 2,
    contentPerMonth: 10,
    contentCost: 300,
    investment: "",
  };
  const doc = roiReport(inputs, computeRoi(inputs));

  it("leads with the four figures", () => {
    expect(doc.title).toBe("AI ROI Report");
    expect(doc.highlights.map((l) => [l.label, l.value])).toEqual([
      ["Total annual savings", "$75,348"],
      ["AI investment", "$25,000"],
      ["ROI", "201%"],
      ["Payback period", "4 months"],
    ]);
    expect(doc.highlights[1].note).toMatch(/^Estimated/);
  });

  it("explains each saving with the visitor's numbers", () => {
    const lines = doc.sections[0].lines;
    expect(lines.map((l) => l.value)).toEqual(["$10,500", "$6,240", "$4,608", "$54,000"]);
    expect(lines[0].note).toContain("200 tickets a month × $12.50 × 12 months × 35%");
    expect(lines[1].note).toContain("2 people × 5 hours a week × 52 weeks × 30% × $40 an hour");
    expect(lines[2].note).toContain("12 reports × 2 days × 8 hours × 60% × $40 an hour");
    expect(lines[3].note).toContain("10 pieces a month × $300 × 12 months × 1.5");
  });

  it("lists every answer, blanks included", () => {
    const answers = Object.fromEntries(doc.sections[1].lines.map((l) => [l.label, l.value]));
    expect(answers).toMatchObject({
      Industry: "Not specified",
      "Annual revenue (USD)": "Not provided",
      "Average cost per ticket (USD)": "$12.50",
      "Days to prepare a management report": "2 days",
      "Planned AI investment (USD)": "Not provided",
    });
    expect(doc.sections[1].lines).toHaveLength(13);
  });

  it("says when nothing pays back", () => {
    const empty = roiReport({}, computeRoi({}));
    expect(empty.highlights[3].value).toBe("No payback");
    expect(empty.summary).toMatch(/does not pay back yet/);
  });
});

describe("coiReport", () => {
  // 500×10×12×0.35 = 21000; 52×4×8×0.3×30 = 14976; 8×3×12×0.6×30 = 5184; 12×1000×1.5 = 18000;
  // 1,000,000×0.07 = 70000; total 129160; 3 years 387480
  const inputs = {
    supportTickets: "500",
    supportCostPerTicket: 10,
    employeesManual: "4",
    hourlyCost: "30",
    reportDays: 3,
    contentLaunchesPerYear: 12,
    avgContentValue: 1000,
    annualRevenue: "1,000,000",
  };
  const doc = coiReport(inputs, computeCoi(inputs));

  it("gives the total, the projection and the largest cost", () => {
    expect(doc.title).toBe("Cost of Inaction Report");
    expect(doc.highlights.map((l) => l.value)).toEqual(["$129,160", "$387,480"]);
    expect(doc.summary).toBe(
      "Waiting on AI costs your business an estimated $129,160 every year, and $387,480 over the next three years. The largest single cost is customer churn, at $70,000 a year.",
    );
    expect(doc.sections[0].lines.map((l) => l.value)).toEqual(["$21,000", "$14,976", "$5,184", "$18,000", "$70,000"]);
    expect(doc.sections[0].lines[4].note).toContain("7% of $1,000,000 annual revenue");
  });
});

describe("benchmarkSummary", () => {
  it.each([
    // 95, 75, 75, 90 → 84: 9 above 75
    {
      answers: {
        responseTimeHrs: 1.75,
        autoHandlingPct: "25-50%",
        manualHoursPerWeek: 6,
        reportDays: 1,
        contentPerMonth: 10,
        timeToLaunchMonths: 2,
      },
      text: "Your overall score of 84 is 9 points above the peer average of 75. Your strongest area is customer support (95); your biggest opportunity is operations (75).",
    },
    // 50, 50, 50, 75 → 56.25 → 56: 19 below
    {
      answers: {
        responseTimeHrs: 3.5,
        manualHoursPerWeek: 12,
        reportDays: 2,
        contentPerMonth: 4,
        timeToLaunchMonths: 5,
      },
      text: "Your overall score of 56 is 19 points below the peer average of 75. Your strongest area is innovation & go-to-market (75); your biggest opportunity is customer support (50).",
    },
    // all 100 → evenly
    {
      answers: { contentPerMonth: 5, timeToLaunchMonths: 0 },
      text: "Your overall score of 100 is 25 points above the peer average of 75. Your four areas score evenly.",
    },
  ])("$text", ({ answers, text }) => {
    expect(benchmarkSummary(computeBenchmark(answers))).toBe(
      `${text} With AI, you could reduce costs by ~30%, save ~25 hrs/week, and speed decision-making by 60%.`,
    );
  });
});

describe("buildReport", () => {
  it("renders each type from a parsed request", () => {
    const benchmark = ReportRequestSchema.parse({ type: "benchmark_report", lead, inputs: { responseTimeHrs: "7" } });
    const doc = buildReport(benchmark, computeBenchmark(benchmark.inputs));
    // cse 100−100 = 0; oe 100; dms 100; igm 40 → 240/4 = 60
    expect(doc.highlights.map((l) => l.value)).toEqual(["60/100", "75/100"]);
    expect(doc.sections[1].lines[0]).toEqual({
      label: "First response time",
      value: "7 hours",
      note: "Peers: 3.5 hours.",
    });
    const coi = ReportRequestSchema.parse({ type: "coi_report", lead, inputs: { annualRevenue: "100000" } });
    // only revenue sent: 100000×0.07 = 7000; the form defaults (12 launches…) apply in the wizard, not here
    expect(buildReport(coi, computeCoi(coi.inputs)).highlights[0].value).toBe("$7,000");
  });
});
