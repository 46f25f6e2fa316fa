/**
 * Case Studies page (/case-studies): six client stories with the challenge, what we built and the
 * measured results. Figures come from the clients' own records; names are withheld at their request.
 * The same stories appear as Knowledge Center case studies, so numbers must stay consistent.
 */
import type { LucideIcon } from "lucide-react";
import { Factory, HeartPulse, Landmark, ShieldCheck, ShoppingCart, Truck } from "lucide-react";

export type CaseStudyResult = { value: string; label: string };

export type CaseStudy = {
  id: string;
  title: string;
  /** Who the client is, without naming them, e.g. "Family-owned auto-components maker". */
  client: string;
  industry: string;
  location: string;
  service: string;
  duration: string;
  challenge: string;
  solution: string;
  results: readonly CaseStudyResult[];
  /** The page that explains this kind of solution, or the contact form. */
  link: { label: string; href: string };
  icon: LucideIcon;
  /** Tailwind gradient classes behind white text (-600/-700 and darker only). */
  color: string;
};

export const CASE_STUDIES: readonly CaseStudy[] = [
  {
    id: "auto-components-vision",
    title: "Computer-vision inspection cuts scrap by 31%",
    client: "Family-owned auto-components manufacturer",
    industry: "Manufacturing",
    location: "Pithampur, Madhya Pradesh",
    service: "Computer Vision",
    duration: "6 months",
    challenge:
      "Two machining lines making 2.4 million parts a year relied on visual inspection across three shifts. Scrap stood at 4.2% and escaped defects caused about 1,150 customer complaints per million parts, with sorting charges from two major customers.",
    solution:
      "Camera cells at the end of each line capture every part from four angles within the existing cycle time. Edge-hosted defect models flag four high-value defect classes, and a dashboard ties each defect to its machine, shift and tool so supervisors act before a batch is lost.",
    results: [
      { value: "-31%", label: "Scrap rate (4.2% to 2.9%)" },
      { value: "380 ppm", label: "Customer complaints, down from 1,150" },
      { value: "7 months", label: "Payback on a Rs 1.1 crore investment" },
    ],
    link: { label: "See how we reduce costs", href: "/reduce-costs" },
    icon: Factory,
    color: "from-slate-600 to-gray-700",
  },
  {
    id: "nbfc-document-ai",
    title: "Loan processing from 5 days to 9 hours with Document AI",
    client: "Non-banking financial company (NBFC)",
    industry: "Financial Services",
    location: "Central India",
    service: "Intelligent Document Processing",
    duration: "4 months",
    challenge:
      "Credit officers keyed data from KYC documents, bank statements and income-tax returns by hand. A loan file took five working days to reach a decision, and applicants dropped out to faster lenders.",
    solution:
      "A document pipeline classifies each upload, extracts the fields underwriters need and cross-checks them against each other. Officers review only the exceptions in a single screen, and every extracted value links back to its source page for audit.",
    results: [
      { value: "9 hours", label: "Average time to a credit decision, from 5 days" },
      { value: "70%", label: "Less manual data entry per loan file" },
      { value: "2x", label: "Files handled per credit officer each day" },
    ],
    link: { label: "See how we improve efficiency", href: "/improve-efficiency" },
    icon: Landmark,
    color: "from-blue-600 to-indigo-700",
  },
  {
    id: "retail-forecasting",
    title: "Store-level forecasting lifts accuracy by 18 points",
    client: "Regional grocery and apparel chain, 140 stores",
    industry: "Retail",
    location: "Madhya Pradesh and Maharashtra",
    service: "Predictive Analytics",
    duration: "5 months",
    challenge:
      "Buyers planned stock from last year's sales in spreadsheets. Festival peaks and local weather were missed, leaving popular lines out of stock while slow movers filled the back rooms.",
    solution:
      "A forecasting model per store and product family that learns from festivals, weather, promotions and price changes, feeding weekly replenishment suggestions straight into the buyers' ordering screen.",
    results: [
      { value: "+18 pts", label: "Forecast accuracy at store level" },
      { value: "-22%", label: "Stock-outs on top-selling lines" },
      { value: "-15%", label: "Slow-moving inventory held" },
    ],
    link: { label: "See how we accelerate decisions", href: "/accelerate-decisions" },
    icon: ShoppingCart,
    color: "from-amber-700 to-orange-800",
  },
  {
    id: "hospital-discharge-genai",
    title: "GenAI drafts discharge summaries for clinician review",
    client: "Multi-specialty hospital network",
    industry: "Healthcare",
    location: "Western India",
    service: "Generative AI",
    duration: "4 months",
    challenge:
      "Doctors spent up to 40 minutes writing each discharge summary at the end of long shifts, so patients waited for paperwork and bed turnover slowed.",
    solution:
      "A private language model drafts each summary from clinical notes, lab results and medication charts. The treating doctor edits and signs every draft, and each sentence links to the note it came from, keeping clinical accountability where it belongs.",
    results: [
      { value: "25 min", label: "Saved per discharge summary" },
      { value: "100%", label: "Summaries reviewed and signed by a doctor" },
      { value: "1.5 hrs", label: "Faster average discharge on surgical wards" },
    ],
    link: { label: "See how we improve efficiency", href: "/improve-efficiency" },
    icon: HeartPulse,
    color: "from-rose-600 to-pink-700",
  },
  {
    id: "logistics-chatbot",
    title: "A multilingual chatbot resolves 70% of customer queries",
    client: "Express logistics and courier provider",
    industry: "Logistics",
    location: "Pan-India network",
    service: "Custom Chatbots & Agents",
    duration: "3 months",
    challenge:
      "Most calls to the contact centre asked where a parcel was. Queues grew in festival weeks, and customers who preferred Hindi waited longest for an agent.",
    solution:
      "A Hindi and English assistant on WhatsApp and the website, connected to shipment tracking and delivery rescheduling. Complex cases pass to an agent with the full conversation and shipment history attached.",
    results: [
      { value: "70%", label: "Customer queries resolved without an agent" },
      { value: "< 5 sec", label: "Response time, around the clock" },
      { value: "+20%", label: "Customer satisfaction score" },
    ],
    link: { label: "See how we enhance customer experience", href: "/enhance-customer-experience" },
    icon: Truck,
    color: "from-cyan-700 to-blue-700",
  },
  {
    id: "insurance-claims-assistant",
    title: "An AI claims assistant settles claims 48% faster",
    client: "General insurance company",
    industry: "Insurance",
    location: "Mumbai",
    service: "AI Integration",
    duration: "5 months",
    challenge:
      "Motor and health claims arrived as emails, scans and photos. Adjusters triaged every claim by hand, so simple claims waited behind complex ones and settlement times kept rising.",
    solution:
      "An assistant reads each claim, extracts policy and incident details, checks them against the policy and flags likely fraud. Straightforward claims are triaged automatically; adjusters get a summary and the evidence for the rest.",
    results: [
      { value: "62%", label: "Claims triaged automatically" },
      { value: "-48%", label: "Average settlement time" },
      { value: "$1.2M", label: "Annual operating savings" },
    ],
    link: { label: "See how we reduce costs", href: "/reduce-costs" },
    icon: ShieldCheck,
    color: "from-emerald-700 to-teal-700",
  },
];

export const CASE_STUDIES_PAGE = {
  summary: [
    { value: "6", label: "Industries in these stories" },
    { value: "3-6 months", label: "From kickoff to measured results" },
    { value: "100%", label: "Results measured against a baseline" },
  ],
  listTitle: "Client results",
  listIntro:
    "Every project starts with a baseline the client agrees to and ends with results from their own records. Names are withheld at our clients' request.",
  labels: { challenge: "The challenge", solution: "What we built", results: "Results" },
  cta: {
    title: "Want results like these?",
    text: "Tell us the process or metric you want to change. We will reply within 24 hours with a first view of the approach, timeline and expected return.",
    primary: { label: "Discuss your project", href: "/contact" },
    secondary: { label: "Estimate your ROI", href: "/roi-calculator" },
  },
} as const;
