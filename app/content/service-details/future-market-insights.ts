import { contactLink } from "./links";
import type { InsightsContent } from "./types";

export const futureMarketInsights: InsightsContent = {
  hero: {
    badge: "Future Market Insights",
    actions: [
      { label: "Get Started", to: "/get-started" },
      { label: "See Our Work", to: "/portfolio" },
    ],
  },
  benefits: {
    title: "Decide with foresight, not hindsight",
    items: [
      {
        title: "See shifts early",
        description:
          "Signals from patents, funding, hiring and regulation show where your market is heading months ahead.",
      },
      {
        title: "Know your competitors' moves",
        description: "Track the AI capabilities competitors are building, buying and launching.",
      },
      {
        title: "Invest where growth is",
        description: "Size emerging segments and prioritise the ones that fit your strengths.",
      },
      {
        title: "Prepare for more than one future",
        description: "Scenario plans give you ready responses whichever way the market turns.",
      },
    ],
  },
  modules: {
    title: "Four insight modules",
    intro: "Take one module or all four; each ends with a briefing for your leadership team.",
    items: [
      {
        title: "Trend Radar",
        description:
          "The technologies and business models most likely to affect your industry in the next three years.",
        topics: ["AI and automation trends", "Adoption curves by segment", "Impact and timing ratings"],
      },
      {
        title: "Competitive Intelligence",
        description: "A structured view of what competitors and new entrants are doing with AI and digital.",
        topics: ["Product and patent tracking", "Partnerships and funding", "Talent and hiring signals"],
      },
      {
        title: "Customer Demand Forecast",
        description: "How your customers' needs and buying behaviour are changing, backed by data.",
        topics: ["Search and social demand signals", "Survey and interview insights", "Segment growth forecasts"],
      },
      {
        title: "Scenario Planning",
        description: "Three to four plausible futures, with early warning signs and a response plan for each.",
        topics: ["Scenario workshops", "Leading indicators to watch", "Strategic response playbooks"],
      },
    ],
  },
  counters: {
    title: "Impact for our clients",
    items: [
      {
        value: 42,
        suffix: "%",
        label: "Faster strategic decisions",
        desc: "From signal to board decision, with evidence already assembled.",
      },
      {
        value: 3,
        suffix: "x",
        label: "More growth opportunities",
        desc: "Identified and sized compared with internal planning alone.",
      },
      { value: 6, label: "Months earlier", desc: "Average lead time on market shifts our clients acted on." },
    ],
  },
  deliverables: {
    title: "What you receive",
    items: [
      {
        title: "Market landscape report",
        description: "Size, growth and structure of your market and its adjacent segments.",
      },
      {
        title: "Competitor profiles",
        description: "AI and digital capabilities of your top ten competitors and new entrants.",
      },
      { title: "Opportunity map", description: "Emerging opportunities ranked by size, fit and time to capture." },
      {
        title: "Scenario playbook",
        description: "Futures, warning signs and ready responses for your leadership team.",
      },
      { title: "Quarterly insight briefings", description: "A 60-minute update for leadership as signals change." },
    ],
  },
  cta: {
    title: "Plan for the market you will compete in next",
    description: "Tell us your market and your questions. We will propose the modules that answer them.",
    primary: { label: "Get Started", to: "/get-started" },
    secondary: { label: "View Our Portfolio", to: "/portfolio" },
    tertiary: {
      label: "Contact Us",
      to: contactLink("IT Consultancy", "I'm interested in your Future Market Insights service for my industry."),
    },
  },
};
