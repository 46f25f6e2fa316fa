import { contactLink } from "./links";
import type { TrainingContent } from "./types";

export const trainingTooling: TrainingContent = {
  hero: {
    badge: "Training: AI Tooling",
    actions: [
      {
        label: "Enquire About Dates",
        to: contactLink("IT Consultancy", "I'd like dates and pricing for AI tooling training for my team."),
      },
      { label: "Get Started", to: "/get-started" },
    ],
  },
  facts: {
    audience: "Developers, analysts and operations teams who will use AI tools in their daily work.",
    format: "Hands-on workshops built around your own tasks and data, online or on site.",
    duration: "4 days, or 8 half-day sessions (24 hours)",
    groupSize: "6 to 16 participants",
  },
  curriculum: {
    title: "Curriculum",
    intro: "We adapt the tool list to what your company has licensed.",
    modules: [
      {
        title: "AI coding assistants",
        hours: 5,
        topics: ["GitHub Copilot and similar tools", "Reviewing AI-written code", "Tests and refactoring with AI"],
      },
      {
        title: "Notebooks and data tools",
        hours: 5,
        topics: ["Jupyter and cloud notebooks", "AI-assisted analysis", "Sharing reproducible results"],
      },
      {
        title: "Vector databases and search",
        hours: 5,
        topics: ["Embeddings explained", "pgvector, Pinecone and Qdrant", "Building a small semantic search"],
      },
      {
        title: "Automation platforms",
        hours: 5,
        topics: ["n8n and Power Automate with AI steps", "Connecting business apps", "Error handling and logging"],
      },
      {
        title: "Safe use at work",
        hours: 4,
        topics: ["Data privacy and company policy", "Checking AI output", "Measuring time saved"],
      },
    ],
  },
  outcomes: {
    title: "After the course your team can",
    items: [
      "Use AI assistants to cut routine work in coding and analysis",
      "Build a working semantic search over company documents",
      "Automate a real workflow from their own department",
      "Follow your data policy while using AI tools",
    ],
  },
  cta: {
    title: "Get more from the AI tools you already pay for",
    description: "Tell us which tools your teams use. We will tailor a workshop around their real tasks.",
    primary: {
      label: "Request a Training Proposal",
      to: contactLink("IT Consultancy", "Please send a proposal for AI tooling training. Tools we use: "),
    },
    secondary: { label: "Get Started", to: "/get-started" },
  },
};
