import { BookOpen, Headphones, Network, Rocket, ScanSearch, SlidersHorizontal, Workflow } from "lucide-react";
import { defineOutcomePage, guarantee, strategyCallButton } from "./shared";

export const improveEfficiency = defineOutcomePage({
  slug: "improve-efficiency",
  path: "/improve-efficiency",
  meta: {
    title: "Improve Efficiency with AI",
    description:
      "Speed up service and operations with AI customer service agents, workflow orchestration and internal knowledge assistants. Results in 90 days.",
  },
  hero: {
    badge: "Business Outcome: Operational Efficiency",
    title: "Improve Efficiency Across Operations",
    subtitle:
      "Let AI answer routine questions, move work between teams automatically and put every answer your staff need one search away.",
  },
  stats: [
    {
      number: "60%",
      label: "Queries resolved by AI",
      desc: "Routine customer questions answered without an agent.",
    },
    {
      number: "50%",
      label: "Faster handling time",
      desc: "Agents receive context and suggested replies instantly.",
    },
    {
      number: "25 hrs",
      label: "Saved per employee monthly",
      desc: "Less searching, copying and chasing approvals.",
    },
    {
      number: "24/7",
      label: "Service coverage",
      desc: "Support that never closes, without adding night shifts.",
    },
  ],
  solutions: [
    {
      id: "customer-service",
      title: "AI Customer Service Agent",
      icon: Headphones,
      outcome:
        "Customers get instant, accurate answers at any hour, and your agents focus on the complex cases that need a human.",
      technology:
        "An LLM agent grounded in your help centre, order and account data, with secure actions and seamless hand-over to live agents.",
      roi: "Up to 60% of tickets resolved automatically",
      features: [
        "Answers from your own knowledge base and policies",
        "Order status, returns and bookings handled end to end",
        "Web chat, WhatsApp, email and voice channels",
        "English, Hindi and 20+ other languages",
        "Hand-over to agents with full conversation context",
        "Quality scoring of every conversation",
      ],
      color: "from-blue-600 to-cyan-700",
      image: {
        src: "/images/solutions/customer-service.svg",
        alt: "Abstract chat bubbles linked to a central node on a blue gradient, representing an AI customer service agent",
        width: 800,
        height: 500,
      },
    },
    {
      id: "workflow-orchestration",
      title: "Workflow Orchestration",
      icon: Network,
      outcome:
        "Requests, approvals and hand-offs move between departments automatically, with no email chains and no work stuck in someone's inbox.",
      technology:
        "A low-code workflow layer with AI routing and classification, integrated with your ERP, HRMS and ticketing tools through APIs.",
      roi: "40% shorter cycle times",
      features: [
        "AI classification and routing of incoming requests",
        "Configurable approval chains",
        "SLA timers and escalation rules",
        "Integration with ERP, HRMS and ticketing tools",
        "Mobile approvals for managers on the move",
        "Bottleneck analytics by team and process",
      ],
      color: "from-indigo-600 to-violet-600",
      image: {
        src: "/images/solutions/workflow-orchestration.svg",
        alt: "Abstract branching flow of nodes and arrows on an indigo gradient, representing workflow orchestration",
        width: 800,
        height: 500,
      },
    },
    {
      id: "knowledge-assistant",
      title: "Internal Knowledge Assistant",
      icon: BookOpen,
      outcome:
        "Employees find policies, procedures and past project answers in seconds, and new hires become productive weeks sooner.",
      technology:
        "Retrieval-augmented generation over SharePoint, Google Drive, Confluence and email, respecting each user's existing permissions.",
      roi: "Up to 25 hours saved per employee each month",
      features: [
        "Natural-language search across all company documents",
        "Answers with citations to the source document",
        "Permission-aware: users only see what they may access",
        "Available in Microsoft Teams and Slack",
        "Onboarding guides generated from your own material",
        "Usage analytics that reveal documentation gaps",
      ],
      color: "from-teal-700 to-emerald-700",
      image: {
        src: "/images/solutions/knowledge-assistant.svg",
        alt: "Abstract open book with radiating connections on a teal gradient, representing a knowledge assistant",
        width: 800,
        height: 500,
      },
    },
  ],
  defaultSolution: "customer-service",
  process: [
    {
      icon: ScanSearch,
      title: "Process Discovery",
      description: "We shadow your teams and measure where time is lost in queues, searches and hand-offs.",
    },
    {
      icon: SlidersHorizontal,
      title: "Design the Flow",
      description: "We redesign the workflow around AI, deciding what to automate and where people stay in control.",
    },
    {
      icon: Workflow,
      title: "Implement",
      description: "We configure, integrate and test the solution with a pilot team before wider release.",
    },
    {
      icon: Rocket,
      title: "Scale Up",
      description: "We extend the solution to more teams and channels as the efficiency gains are confirmed.",
    },
  ],
  cta: {
    title: "Ready to get more done with the same team?",
    description:
      "Book a strategy call to find the workflows where AI will save your people the most time, and see what that is worth.",
    guarantee,
    button: strategyCallButton,
  },
});
