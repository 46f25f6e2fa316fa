import { ClipboardList, FileText, Gauge, Rocket, Workflow, Wrench } from "lucide-react";
import { defineOutcomePage, guarantee, strategyCallButton } from "./shared";

export const reduceCosts = defineOutcomePage({
  slug: "reduce-costs",
  path: "/reduce-costs",
  meta: {
    title: "Reduce Operating Costs with AI",
    description:
      "Cut operating costs with intelligent process automation, document processing and predictive maintenance. Results within 90 days, or your money back.",
  },
  hero: {
    badge: "Business Outcome: Cost Reduction",
    title: "Reduce Costs with AI Automation",
    subtitle:
      "Remove repetitive manual work, process documents in seconds and prevent costly breakdowns, so your budget goes to growth instead of overheads.",
  },
  stats: [
    {
      number: "40%",
      label: "Lower process costs",
      desc: "Average saving on automated back-office processes.",
    },
    { number: "70%", label: "Less manual data entry", desc: "Documents and forms are read and keyed by AI." },
    {
      number: "25%",
      label: "Less unplanned downtime",
      desc: "Equipment failures predicted before they stop production.",
    },
    {
      number: "6 months",
      label: "Typical payback",
      desc: "Most automation programmes pay for themselves within half a year.",
    },
  ],
  solutions: [
    {
      id: "automation",
      title: "Intelligent Process Automation",
      icon: Workflow,
      outcome:
        "Routine tasks such as invoice matching, order entry and report preparation run automatically, and your staff handle only the exceptions.",
      technology:
        "Robotic process automation combined with machine-learning decisions and LLM-based reading of emails and free text.",
      roi: "30-50% cost reduction on automated processes",
      features: [
        "Process mining to find the best candidates",
        "Bots for ERP, CRM and legacy desktop systems",
        "AI decisions for approvals and routing",
        "Exception queues with human review",
        "Audit trail of every automated step",
        "Dashboard of hours and costs saved",
      ],
      color: "from-emerald-700 to-teal-700",
      image: {
        src: "/images/solutions/automation.svg",
        alt: "Abstract chain of connected process blocks on a green gradient, representing process automation",
        width: 800,
        height: 500,
      },
    },
    {
      id: "document-processing",
      title: "Intelligent Document Processing",
      icon: FileText,
      outcome:
        "Invoices, purchase orders, KYC documents and contracts are read, validated and entered into your systems in seconds instead of hours.",
      technology:
        "OCR and layout-aware AI models extract fields from scanned and digital documents, with confidence scores and validation rules.",
      roi: "Up to 80% faster document handling",
      features: [
        "Extraction from PDFs, scans and photos",
        "Support for English, Hindi and regional scripts",
        "Validation against master data and GST rules",
        "Straight-through posting to ERP",
        "Human review only for low-confidence fields",
        "Secure storage with retention policies",
      ],
      color: "from-cyan-700 to-blue-600",
      image: {
        src: "/images/solutions/document-processing.svg",
        alt: "Abstract stacked document shapes with scan lines on a cyan gradient, representing document processing",
        width: 800,
        height: 500,
      },
    },
    {
      id: "predictive-maintenance",
      title: "Predictive Maintenance",
      icon: Wrench,
      outcome:
        "Maintenance happens when equipment needs it, not on a fixed calendar or after it fails, reducing spare-part and repair costs.",
      technology:
        "Sensor data from machines flows to anomaly-detection and remaining-useful-life models, which raise work orders in your maintenance system.",
      roi: "10-20% lower maintenance spend",
      features: [
        "IoT sensor and PLC data integration",
        "Anomaly detection on vibration, heat and load",
        "Remaining useful life estimates",
        "Automatic work orders in your CMMS",
        "Spare-parts demand planning",
        "Plant-wide equipment health dashboard",
      ],
      color: "from-amber-700 to-orange-700",
      image: {
        src: "/images/solutions/predictive-maintenance.svg",
        alt: "Abstract gears and signal waves on an amber gradient, representing predictive maintenance",
        width: 800,
        height: 500,
      },
    },
  ],
  defaultSolution: "automation",
  process: [
    {
      icon: ClipboardList,
      title: "Cost Mapping",
      description: "We map where time and money go today and rank processes by savings potential.",
    },
    {
      icon: Workflow,
      title: "Automate",
      description: "We build automations and AI models for the top processes, with controls your auditors accept.",
    },
    {
      icon: Rocket,
      title: "Roll Out",
      description: "We deploy in stages, retrain affected staff and keep a human in the loop for exceptions.",
    },
    {
      icon: Gauge,
      title: "Track Savings",
      description: "We report hours and costs saved every month and reinvest them in the next process.",
    },
  ],
  cta: {
    title: "Ready to cut costs without cutting corners?",
    description:
      "Book a strategy call and we will estimate the savings automation can deliver in your three most expensive processes.",
    guarantee,
    button: strategyCallButton,
  },
});
