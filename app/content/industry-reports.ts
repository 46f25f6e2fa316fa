/** Industry Reports page content: exactly 6 static reports, 29 to 45 pages, 580 to 1.2k downloads. */
import type { LucideIcon } from "lucide-react";
import { Factory, GraduationCap, HeartPulse, Landmark, ShoppingCart, Sprout } from "lucide-react";

/** Industry filter options; "Technology" is offered but has no report, so it shows the empty state. */
export const REPORT_INDUSTRIES = [
  "All Industries",
  "Healthcare",
  "Finance",
  "Retail",
  "Manufacturing",
  "Education",
  "Agriculture",
  "Technology",
] as const;

export type ReportIndustry = (typeof REPORT_INDUSTRIES)[number];
export type ReportCategory = Exclude<ReportIndustry, "All Industries">;

export type IndustryReport = {
  id: number;
  title: string;
  category: ReportCategory;
  /** Month and year text, e.g. "March 2026". */
  date: string;
  pages: number;
  /** Download count as display text, e.g. "1.2k" or "580". */
  downloads: string;
  preview: string;
  tags: string[];
  featured: boolean;
  icon: LucideIcon;
  /** Tailwind gradient classes for the card header, e.g. "from-rose-600 to-pink-700". */
  color: string;
};

export const INDUSTRY_REPORTS: readonly IndustryReport[] = [
  {
    id: 1,
    title: "AI in Indian Healthcare 2026: From Pilots to Clinical Operations",
    category: "Healthcare",
    date: "March 2026",
    pages: 45,
    downloads: "1.2k",
    preview:
      "How hospitals and diagnostic chains are using AI for radiology triage, discharge documentation and bed management, with adoption benchmarks and a governance model for clinical AI.",
    tags: ["Clinical AI", "Medical Imaging", "Patient Experience", "Governance"],
    featured: true,
    icon: HeartPulse,
    color: "from-rose-600 to-pink-700",
  },
  {
    id: 2,
    title: "AI in Banking and Financial Services: Risk, Fraud and Customer Experience",
    category: "Finance",
    date: "January 2026",
    pages: 38,
    downloads: "980",
    preview:
      "Where banks, NBFCs and insurers see measurable returns today: fraud detection, credit underwriting, document automation and multilingual service, plus the controls regulators expect.",
    tags: ["Fraud Detection", "Credit Risk", "Document AI", "Compliance"],
    featured: true,
    icon: Landmark,
    color: "from-blue-600 to-indigo-700",
  },
  {
    id: 3,
    title: "Retail AI Playbook: Demand Forecasting, Personalisation and Store Operations",
    category: "Retail",
    date: "February 2026",
    pages: 32,
    downloads: "740",
    preview:
      "A practical guide for retailers and D2C brands on festive-season forecasting, recommendation engines and shelf analytics, with cost and payback ranges for each use case.",
    tags: ["Demand Forecasting", "Personalisation", "Inventory", "Customer Experience"],
    featured: false,
    icon: ShoppingCart,
    color: "from-amber-600 to-orange-700",
  },
  {
    id: 4,
    title: "Smart Manufacturing: AI for Quality, Maintenance and Supply Chains",
    category: "Manufacturing",
    date: "December 2025",
    pages: 41,
    downloads: "1.1k",
    preview:
      "Lessons from plants in Pithampur, Pune and Chennai on computer-vision inspection, predictive maintenance and production planning, including a readiness checklist for shop-floor data.",
    tags: ["Computer Vision", "Predictive Maintenance", "Supply Chain", "Industry 4.0"],
    featured: true,
    icon: Factory,
    color: "from-slate-600 to-gray-700",
  },
  {
    id: 5,
    title: "AI in Education: Personalised Learning and Academic Operations",
    category: "Education",
    date: "November 2025",
    pages: 29,
    downloads: "580",
    preview:
      "How universities, schools and ed-tech providers apply AI to adaptive learning, assessment support and admissions, and the policies needed for responsible use by students and staff.",
    tags: ["Adaptive Learning", "Generative AI", "Assessment", "Student Success"],
    featured: false,
    icon: GraduationCap,
    color: "from-violet-600 to-purple-700",
  },
  {
    id: 6,
    title: "AgriTech and AI: Crop Intelligence, Advisory and Farm-to-Market Supply Chains",
    category: "Agriculture",
    date: "October 2025",
    pages: 34,
    downloads: "650",
    preview:
      "Satellite and drone analytics, vernacular crop advisory and price forecasting for agribusinesses and FPOs, with case examples from soybean and wheat growers in Madhya Pradesh.",
    tags: ["Crop Analytics", "Remote Sensing", "Price Forecasting", "Supply Chain"],
    featured: false,
    icon: Sprout,
    color: "from-green-600 to-emerald-700",
  },
];

/** Toolbar labels: search box, industry filter, sort selector. */
export const REPORTS_TOOLBAR = {
  searchLabel: "Search reports",
  searchPlaceholder: "Search by title or topic, e.g. fraud detection",
  industryLabel: "Industry",
  sortLabel: "Sort by",
} as const;

/** Closing call to action: a custom study for a sector we have not covered (e.g. Technology). */
export const REPORTS_CTA = {
  title: "Need research on your sector or market?",
  text: "Our Future Market Insights team builds custom studies on AI adoption, competitors and demand in your industry, with a briefing for your leadership team.",
  primary: { label: "Explore Future Market Insights", href: "/services/consulting/future-market-insights" },
  secondary: {
    label: "Request a custom report",
    href: "/contact?service=AI%20Integration&message=I%20would%20like%20a%20custom%20AI%20research%20report%20for%20my%20industry.",
  },
} as const;

export const REPORTS_EMPTY_STATE = {
  title: "No reports found",
  description: "Try adjusting your search or filter criteria",
} as const;

export const REPORT_DOWNLOAD_LABEL = "Download Report";
