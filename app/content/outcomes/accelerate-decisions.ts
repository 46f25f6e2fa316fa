import { Activity, ChartColumn, Database, LayoutDashboard, Lightbulb, Rocket, TrendingUp } from "lucide-react";
import { defineOutcomePage, guarantee, strategyCallButton } from "./shared";

export const accelerateDecisions = defineOutcomePage({
  slug: "accelerate-decisions",
  path: "/accelerate-decisions",
  meta: {
    title: "Faster Decisions with AI Analytics",
    description:
      "Make faster, better decisions with AI business intelligence, predictive forecasting and real-time anomaly detection. Results in 90 days or money back.",
  },
  hero: {
    badge: "Business Outcome: Decision Intelligence",
    title: "Accelerate Decisions with AI",
    subtitle:
      "Replace days of spreadsheet work with live dashboards, reliable forecasts and instant alerts, so leaders act on facts while they still matter.",
  },
  stats: [
    {
      number: "60%",
      label: "Faster decision-making",
      desc: "From question to answer in minutes instead of days.",
    },
    { number: "90%", label: "Less manual reporting", desc: "Reports assemble themselves from live data." },
    {
      number: "95%",
      label: "Forecast accuracy",
      desc: "Achieved on demand forecasts in retail and manufacturing.",
    },
    {
      number: "Real-time",
      label: "Business visibility",
      desc: "One trusted view of every KPI, updated continuously.",
    },
  ],
  solutions: [
    {
      id: "business-intelligence",
      title: "AI Business Intelligence",
      icon: ChartColumn,
      outcome:
        "Leaders see one trusted version of the numbers and can ask questions in plain English instead of waiting for an analyst.",
      technology:
        "A modern cloud data warehouse with automated pipelines, semantic models and a natural-language query layer on top of your BI tool.",
      roi: "Reporting time cut from days to minutes",
      features: [
        "Automated data pipelines from every source system",
        "Single source of truth for KPIs",
        "Ask questions in plain English",
        "Executive and operational dashboards",
        "Scheduled reports by email and Teams",
        "Row-level security by role and region",
      ],
      color: "from-blue-700 to-indigo-600",
      image: {
        src: "/images/solutions/business-intelligence.svg",
        alt: "Abstract dashboard bars and connected data points on a deep blue gradient, representing business intelligence",
        width: 800,
        height: 500,
      },
    },
    {
      id: "predictive-forecasting",
      title: "Predictive Forecasting",
      icon: TrendingUp,
      outcome:
        "Sales, demand and cash-flow forecasts you can plan on, with scenarios that show what happens if conditions change.",
      technology:
        "Time-series and machine-learning models that combine your history with seasonality, festivals, prices and market signals.",
      roi: "20-30% lower inventory holding costs",
      features: [
        "Demand forecasts by product, store and region",
        "Cash-flow and revenue projections",
        "What-if scenario planning",
        "Seasonality and festival effects built in",
        "Forecast accuracy tracking",
        "Export to ERP and planning tools",
      ],
      color: "from-purple-600 to-indigo-700",
      image: {
        src: "/images/solutions/predictive-forecasting.svg",
        alt: "Abstract forecast line extending into a shaded future band on a purple gradient, representing predictive forecasting",
        width: 800,
        height: 500,
      },
    },
    {
      id: "anomaly-detection",
      title: "Real-Time Anomaly Detection",
      icon: Activity,
      outcome:
        "The right person is alerted the moment sales, costs, fraud signals or system metrics move outside their normal range.",
      technology:
        "Streaming analytics with unsupervised anomaly models that learn normal patterns and explain what changed.",
      roi: "Issues caught hours or days sooner",
      features: [
        "Streaming monitoring of key business metrics",
        "Self-learning thresholds, no manual rules",
        "Root-cause hints with every alert",
        "Alerts by email, SMS, Slack and Teams",
        "Fraud and revenue-leakage detection",
        "Alert feedback that reduces false positives",
      ],
      color: "from-red-600 to-orange-700",
      image: {
        src: "/images/solutions/anomaly-detection.svg",
        alt: "Abstract signal line with a highlighted spike on a red gradient, representing anomaly detection",
        width: 800,
        height: 500,
      },
    },
  ],
  defaultSolution: "business-intelligence",
  process: [
    {
      icon: Lightbulb,
      title: "Decision Mapping",
      description: "We list the decisions that matter most and the data, timing and people each one needs.",
    },
    {
      icon: Database,
      title: "Data Foundation",
      description: "We connect and clean your data sources into a governed, secure cloud data platform.",
    },
    {
      icon: LayoutDashboard,
      title: "Insights & Models",
      description: "We build the dashboards, forecasts and alerts, validated with the people who will use them.",
    },
    {
      icon: Rocket,
      title: "Adopt & Evolve",
      description: "We train decision-makers, measure time saved and add new questions as the business grows.",
    },
  ],
  cta: {
    title: "Ready to decide faster with confidence?",
    description:
      "Book a strategy call and we will show you how to turn the data you already have into decisions made in minutes.",
    guarantee,
    button: strategyCallButton,
  },
});
