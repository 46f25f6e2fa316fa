import { isBlank, toNumber } from "~/lib/to-number";

/** AI Benchmarking calculator: scores a company against fixed peer values (peer average 75). Pure and isomorphic. */

export const BENCHMARK_INDUSTRIES = [
  "Healthcare",
  "Finance",
  "Retail/eCommerce",
  "Legal",
  "Manufacturing",
  "Other",
] as const;
export type BenchmarkIndustry = (typeof BENCHMARK_INDUSTRIES)[number];

export const BENCHMARK_SIZES = ["Small (<100)", "Mid (100-1000)", "Enterprise (>1000)"] as const;
export type BenchmarkSize = (typeof BENCHMARK_SIZES)[number];

/** Share of tickets handled automatically; the first one is the default. */
export const AUTO_HANDLING_OPTIONS = ["0%", "<25%", "25-50%", ">50%"] as const;
export type AutoHandling = (typeof AUTO_HANDLING_OPTIONS)[number];

/** Bonus added to the support score for each automated share. */
export const AUTOMATION_BONUS: Readonly<Record<AutoHandling, number>> = Object.freeze({
  "0%": 0,
  "<25%": 10,
  "25-50%": 20,
  ">50%": 30,
});

/** Peer constants; keys follow the answer fields they compare with. */
export const PEERS = {
  responseTimeHrs: 3.5,
  manualHoursPerWeek: 12,
  reportDays: 2,
  timeToLaunchMonths: 5,
  averageScore: 75,
} as const;

export const SAVINGS_COPY =
  "With AI, you could reduce costs by ~30%, save ~25 hrs/week, and speed decision-making by 60%.";

/** One "Did you know?" hint per question step. */
export const BENCHMARK_HINTS = {
  support: "Peers resolve tickets 30-40% faster.",
  operations: "Automation saves 20-40% of manual work.",
  innovation: "Generative AI doubles content output and cuts time-to-market by 25-40%.",
} as const;

export const BENCHMARK_NUMBER_FIELDS = [
  "ticketsPerMonth",
  "responseTimeHrs",
  "manualHoursPerWeek",
  "reportDays",
  "contentPerMonth",
  "timeToLaunchMonths",
] as const;
export type BenchmarkNumberField = (typeof BENCHMARK_NUMBER_FIELDS)[number];

/** Loose on purpose: form state, parsed JSON and the zod output all fit; anything odd reads as 0. */
export type BenchmarkAnswers = { industry?: string; companySize?: string; autoHandlingPct?: string } & {
  [K in BenchmarkNumberField]?: string | number | null;
};

/** Complete form state as the wizard holds it. */
export type BenchmarkForm = { industry: string; companySize: string; autoHandlingPct: AutoHandling } & Record<
  BenchmarkNumberField,
  string | number
>;

export const BENCHMARK_DEFAULTS: Readonly<BenchmarkForm> = Object.freeze({
  industry: "",
  companySize: "",
  ticketsPerMonth: "",
  responseTimeHrs: "",
  autoHandlingPct: "0%",
  manualHoursPerWeek: "",
  reportDays: "",
  contentPerMonth: "",
  timeToLaunchMonths: "",
});

export type Kpi = { you: number; peers: number };

export type BenchmarkResult = {
  yourScore: number;
  peerAvg: number;
  savingsCopy: string;
  kpis: { responseTime: Kpi; manualHours: Kpi; reportingTime: Kpi; launchCycle: Kpi };
  /**
   * Customer support, operations, decision-making, innovation & go-to-market; each 0..100.
   * Kept unrounded so yourScore is the mean of exact values; the UI rounds when it displays them.
   */
  radar: { cse: number; oe: number; dms: number; igm: number };
};

const clamp = (value: number) => Math.min(100, Math.max(0, value));

// "100 minus (yours / peer x 50)": matching the peer scores 50, twice the peer value scores 0.
const againstPeer = (yours: number, peer: number) => 100 - (yours / peer) * 50;

function automationBonus(share: string | undefined): number {
  // Unknown shares (old links, tampered requests) earn no bonus instead of failing.
  return Object.hasOwn(AUTOMATION_BONUS, share ?? "") ? AUTOMATION_BONUS[share as AutoHandling] : 0;
}

export function computeBenchmark(answers: BenchmarkAnswers): BenchmarkResult {
  const n = (field: BenchmarkNumberField) => toNumber(answers[field]);
  const responseTime = n("responseTimeHrs");
  const manualHours = n("manualHoursPerWeek");
  const reportDays = n("reportDays");
  const launchMonths = n("timeToLaunchMonths");

  // A launch time counts as given unless left blank; "0" (or text, which reads 0) is given.
  const launchBonus = isBlank(answers.timeToLaunchMonths) ? 0 : Math.max(0, 40 - 5 * launchMonths);

  const radar = {
    cse: clamp(againstPeer(responseTime, PEERS.responseTimeHrs) + automationBonus(answers.autoHandlingPct)),
    oe: clamp(againstPeer(manualHours, PEERS.manualHoursPerWeek)),
    dms: clamp(againstPeer(reportDays, PEERS.reportDays)),
    igm: clamp((n("contentPerMonth") > 0 ? 60 : 40) + launchBonus),
  };
  const yourScore = Math.round((radar.cse + radar.oe + radar.dms + radar.igm) / 4);

  return {
    yourScore,
    peerAvg: PEERS.averageScore,
    savingsCopy: SAVINGS_COPY,
    kpis: {
      responseTime: { you: responseTime, peers: PEERS.responseTimeHrs },
      manualHours: { you: manualHours, peers: PEERS.manualHoursPerWeek },
      reportingTime: { you: reportDays, peers: PEERS.reportDays },
      launchCycle: { you: launchMonths, peers: PEERS.timeToLaunchMonths },
    },
    radar,
  };
}
