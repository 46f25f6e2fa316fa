import { BadgePercent, ChartLine, HeartHandshake, Rocket, Search, TrendingUp, Wrench } from "lucide-react";
import { defineOutcomePage, guarantee, strategyCallButton } from "./shared";

export const increaseRevenue = defineOutcomePage({
  slug: "increase-revenue",
  path: "/increase-revenue",
  meta: {
    title: "Increase Revenue with AI",
    description:
      "Grow revenue with AI sales assistants, dynamic pricing and churn prediction. Measurable results within 90 days, or your money back.",
  },
  hero: {
    badge: "Business Outcome: Revenue Growth",
    title: "Increase Revenue with AI",
    subtitle:
      "Find the buyers most likely to convert, price every deal with confidence and keep the customers you already have, using AI that plugs into your CRM and store.",
  },
  stats: [
    {
      number: "35%",
      label: "Average revenue uplift",
      desc: "Across clients using AI in sales and pricing during their first year.",
    },
    {
      number: "3x",
      label: "More qualified leads",
      desc: "AI lead scoring puts sales time on buyers who are ready to talk.",
    },
    {
      number: "25%",
      label: "Higher order value",
      desc: "Personalised cross-sell and upsell offers at the right moment.",
    },
    {
      number: "90 days",
      label: "To first results",
      desc: "The first revenue gain is live and measured within one quarter.",
    },
  ],
  solutions: [
    {
      id: "ai-sales",
      title: "AI Sales Assistant",
      icon: TrendingUp,
      outcome:
        "Your reps work the deals most likely to close, and no inbound lead waits more than five minutes for a reply, day or night.",
      technology:
        "Lead-scoring models trained on your CRM history, plus an LLM assistant that qualifies enquiries, drafts follow-ups and books meetings.",
      roi: "Typical first-year ROI of 250-400%",
      features: [
        "Predictive lead and opportunity scoring",
        "24/7 qualification on web chat, email and WhatsApp",
        "Personalised follow-up drafts for every rep",
        "Next-best-action suggestions inside the CRM",
        "Automatic meeting booking with rep calendars",
        "Pipeline forecast with deal-risk alerts",
      ],
      color: "from-blue-600 to-indigo-600",
      image: {
        src: "/images/solutions/ai-sales.svg",
        alt: "Abstract rising chart with connected nodes on a blue gradient, representing an AI sales assistant",
        width: 800,
        height: 500,
      },
    },
    {
      id: "dynamic-pricing",
      title: "Dynamic Pricing Engine",
      icon: BadgePercent,
      outcome:
        "Prices follow demand, stock and competition automatically, protecting margin on fast sellers and clearing slow stock sooner.",
      technology:
        "Demand-elasticity models and competitor price monitoring feed a rules-aware optimiser that publishes prices to your store or ERP.",
      roi: "2-5 percentage points of gross margin recovered",
      features: [
        "Price elasticity modelling per product and segment",
        "Competitor price tracking",
        "Guardrails for minimum margin and brand rules",
        "Markdown optimisation for ageing stock",
        "A/B testing of pricing strategies",
        "Approval workflow before prices go live",
      ],
      color: "from-violet-600 to-purple-600",
      image: {
        src: "/images/solutions/dynamic-pricing.svg",
        alt: "Abstract price curves and data points on a violet gradient, representing dynamic pricing",
        width: 800,
        height: 500,
      },
    },
    {
      id: "churn-prevention",
      title: "Churn Prediction & Retention",
      icon: HeartHandshake,
      outcome:
        "You know which customers are likely to leave weeks in advance and reach them with the right offer before they go.",
      technology:
        "Behavioural churn models on usage, billing and support data, connected to automated, personalised retention campaigns.",
      roi: "Up to 30% fewer lost customers",
      features: [
        "Churn risk score for every account",
        "Explanations of the drivers behind each score",
        "Automated retention journeys by email and SMS",
        "Win-back offers tuned to customer value",
        "Customer health dashboard for account managers",
        "Monthly model retraining on fresh data",
      ],
      color: "from-rose-700 to-pink-700",
      image: {
        src: "/images/solutions/churn-prevention.svg",
        alt: "Abstract circle of linked customer nodes on a rose gradient, representing churn prevention",
        width: 800,
        height: 500,
      },
    },
  ],
  defaultSolution: "ai-sales",
  process: [
    {
      icon: Search,
      title: "Revenue Audit",
      description: "We analyse your funnel, pricing and retention data to find where revenue leaks today.",
    },
    {
      icon: Wrench,
      title: "Build & Integrate",
      description: "We train models on your data and connect them to your CRM, store and marketing tools.",
    },
    {
      icon: Rocket,
      title: "Launch & Coach",
      description: "We go live with one team or region first and coach your sales staff on the new workflow.",
    },
    {
      icon: ChartLine,
      title: "Measure & Expand",
      description: "We report the uplift against the baseline and roll out to the rest of the business.",
    },
  ],
  cta: {
    title: "Ready to grow revenue with AI?",
    description:
      "In a 30-minute strategy call we will identify your biggest revenue opportunity and estimate the uplift AI can deliver.",
    guarantee,
    button: strategyCallButton,
  },
});
