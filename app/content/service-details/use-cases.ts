import { contactLink } from "./links";
import type { UseCasesContent } from "./types";

const CONSULTATION = contactLink(
  "IT Consultancy",
  "I'd like to schedule an AI use-case identification consultation for my company.",
);

export const useCases: UseCasesContent = {
  hero: {
    badge: "AI Use-Case Identification",
    actions: [
      { label: "Start Your Assessment", to: "/get-started" },
      { label: "Schedule Consultation", to: CONSULTATION },
    ],
  },
  methodology: {
    title: "Our five-step methodology",
    intro: "A structured way to move from a long list of ideas to the few that will pay back fastest.",
    steps: [
      {
        step: 1,
        title: "Business Discovery",
        description: "Workshops with leaders and process owners to map goals, pain points and where time and money go.",
      },
      {
        step: 2,
        title: "Opportunity Mapping",
        description:
          "We list every place AI could help, drawing on patterns from hundreds of projects in your industry.",
      },
      {
        step: 3,
        title: "Feasibility Check",
        description: "Each idea is tested against your data, systems, skills and regulatory constraints.",
      },
      {
        step: 4,
        title: "Value Scoring",
        description: "We estimate benefit, cost, risk and time to value, then rank the opportunities on one matrix.",
      },
      {
        step: 5,
        title: "Action Plan",
        description: "You receive the top use cases with business cases, a delivery sequence and success metrics.",
      },
    ],
  },
  categories: {
    title: "Use cases by category",
    intro: "Select a category, then a use case to see its benefits and typical numbers.",
    items: [
      {
        id: "automation",
        label: "Automation",
        title: "Process Automation",
        description: "Remove repetitive work from back-office and customer operations.",
        useCases: [
          {
            title: "Invoice Processing",
            description:
              "AI reads supplier invoices in any layout, matches them to purchase orders and goods receipts, and posts them to your ERP. Only mismatches reach your accounts team.",
            benefits: [
              "80% less manual data entry",
              "Invoices posted in minutes, not days",
              "Early-payment discounts captured",
            ],
            complexity: "Low",
            timeline: 4,
            roi: 320,
          },
          {
            title: "Customer Support Triage",
            description:
              "Incoming emails and tickets are classified, prioritised and routed to the right team, with a suggested reply drafted from your knowledge base.",
            benefits: [
              "First response time cut by 60%",
              "Fewer tickets bounced between teams",
              "Consistent answers across agents",
            ],
            complexity: "Low",
            timeline: 3,
            roi: 280,
          },
          {
            title: "HR Onboarding Assistant",
            description:
              "A guided assistant collects documents, answers policy questions and creates accounts, so new joiners are productive from day one.",
            benefits: [
              "Onboarding admin time halved",
              "Complete documents before day one",
              "Answers to policy questions 24/7",
            ],
            complexity: "Medium",
            timeline: 6,
            roi: 250,
          },
        ],
      },
      {
        id: "analytics",
        label: "Analytics",
        title: "Predictive Analytics",
        description: "See what is likely to happen next and act before it does.",
        useCases: [
          {
            title: "Demand Forecasting",
            description:
              "Models combine sales history, promotions, seasonality and local events to forecast demand per product and location every week.",
            benefits: [
              "Forecast error down 30-50%",
              "Lower stock-outs and overstock",
              "Planning time cut from days to hours",
            ],
            complexity: "Medium",
            timeline: 6,
            roi: 450,
          },
          {
            title: "Churn Prediction",
            description:
              "Each customer gets a churn risk score with the reasons behind it, so retention teams can act on the accounts that matter.",
            benefits: [
              "At-risk customers flagged weeks earlier",
              "Retention offers targeted by reason",
              "Revenue saved tracked per campaign",
            ],
            complexity: "Medium",
            timeline: 5,
            roi: 380,
          },
          {
            title: "Credit Risk Scoring",
            description:
              "Explainable scoring models using bureau and alternative data speed up lending decisions while keeping regulators satisfied.",
            benefits: ["Decisions in minutes", "Lower default rates", "Reason codes for every decision"],
            complexity: "High",
            timeline: 8,
            roi: 520,
          },
        ],
      },
      {
        id: "personalization",
        label: "Personalisation",
        title: "Personalisation",
        description: "Give every customer the offer, content and experience that fits them.",
        useCases: [
          {
            title: "Product Recommendations",
            description:
              "Recommendations on your site, app and emails based on behaviour, purchase history and similar customers.",
            benefits: [
              "10-25% higher average order value",
              "Better conversion on product pages",
              "Works for new visitors too",
            ],
            complexity: "Medium",
            timeline: 5,
            roi: 600,
          },
          {
            title: "Dynamic Pricing",
            description:
              "Prices adjust to demand, stock, competitor moves and margin targets within rules your commercial team controls.",
            benefits: ["2-5% margin improvement", "Faster clearance of ageing stock", "Guardrails set by your team"],
            complexity: "High",
            timeline: 8,
            roi: 480,
          },
          {
            title: "Personalised Campaigns",
            description:
              "Segments, send times and message variants chosen by AI for every customer across email, SMS and WhatsApp.",
            benefits: ["Higher open and click rates", "Fewer unsubscribes", "Campaign set-up time cut by half"],
            complexity: "Low",
            timeline: 3,
            roi: 350,
          },
        ],
      },
      {
        id: "quality",
        label: "Quality",
        title: "Quality & Risk",
        description: "Catch defects, fraud and errors before they reach customers.",
        useCases: [
          {
            title: "Visual Defect Detection",
            description:
              "Cameras on the line and computer-vision models inspect every unit and flag defects in real time.",
            benefits: [
              "Defect escape rate down up to 90%",
              "100% inspection instead of sampling",
              "Root-cause data for engineers",
            ],
            complexity: "High",
            timeline: 8,
            roi: 420,
          },
          {
            title: "Fraud Detection",
            description:
              "Transactions, claims or orders are scored for fraud risk as they happen, with suspicious cases queued for review.",
            benefits: [
              "Fraud losses cut by 40-60%",
              "Fewer false alarms for genuine customers",
              "Review queues sorted by risk",
            ],
            complexity: "Medium",
            timeline: 6,
            roi: 550,
          },
          {
            title: "Document Compliance Checks",
            description:
              "Contracts and filings are checked against your policies and regulations, with missing or risky clauses highlighted.",
            benefits: ["Review time cut by 70%", "Consistent checks on every document", "Audit trail for regulators"],
            complexity: "Low",
            timeline: 2,
            roi: 300,
          },
        ],
      },
    ],
  },
  modal: {
    getStarted: { label: "Get Started", to: "/get-started" },
    learnMoreLabel: "Learn More",
    learnMoreService: "AI Integration",
  },
  industries: {
    title: "Industry applications",
    intro: "Where our clients in four industries see the fastest returns.",
    items: [
      {
        name: "Healthcare",
        useCases: [
          "Clinical documentation assistants",
          "Patient no-show prediction",
          "Claims and billing automation",
          "Medical image triage",
        ],
      },
      {
        name: "Finance",
        useCases: [
          "Credit risk scoring",
          "Transaction fraud detection",
          "KYC document processing",
          "Collections prioritisation",
        ],
      },
      {
        name: "Retail",
        useCases: ["Demand forecasting", "Product recommendations", "Dynamic pricing", "Store footfall analytics"],
      },
      {
        name: "Manufacturing",
        useCases: [
          "Predictive maintenance",
          "Visual quality inspection",
          "Production scheduling",
          "Energy optimisation",
        ],
      },
    ],
  },
  cta: {
    title: "Find your highest-value AI use cases",
    description:
      "In a three-week engagement we identify, score and rank the use cases that fit your data and goals, with a business case for each.",
    primary: { label: "Start Your Assessment", to: "/get-started" },
    secondary: { label: "Schedule Consultation", to: CONSULTATION },
  },
};
