import { contactLink } from "./links";
import type { TrainingContent } from "./types";

export const trainingPromptEngineering: TrainingContent = {
  hero: {
    badge: "Training: Prompt Engineering",
    actions: [
      {
        label: "Enquire About Dates",
        to: contactLink("IT Consultancy", "I'd like dates and pricing for prompt engineering training for my team."),
      },
      { label: "Get Started", to: "/get-started" },
    ],
  },
  facts: {
    audience: "Business teams, product managers and developers who work with large language models.",
    format: "Interactive workshops with live exercises on your own documents and tasks.",
    duration: "2 days, or 4 half-day sessions (12 hours)",
    groupSize: "10 to 25 participants",
  },
  curriculum: {
    title: "Curriculum",
    intro: "Separate business and developer tracks share the first two modules.",
    modules: [
      {
        title: "How language models work",
        hours: 2,
        topics: ["Tokens, context and temperature", "Why models hallucinate", "Choosing a model"],
      },
      {
        title: "Core prompt patterns",
        hours: 3,
        topics: ["Role, task, context and format", "Few-shot examples", "Step-by-step reasoning"],
      },
      {
        title: "Working with your documents",
        hours: 2,
        topics: ["Summarising and extracting", "Grounding answers in sources", "Long-document strategies"],
      },
      {
        title: "Evaluating outputs",
        hours: 3,
        topics: ["Building a test set", "Scoring quality and consistency", "Comparing prompt versions"],
      },
      {
        title: "Safety and governance",
        hours: 2,
        topics: ["Prompt injection and data leakage", "Sensitive data handling", "A team prompt library"],
      },
    ],
  },
  outcomes: {
    title: "After the course your team can",
    items: [
      "Write prompts that give reliable, well-formatted results",
      "Ground answers in company documents and check their sources",
      "Test and compare prompts before using them at scale",
      "Recognise and avoid the main security and privacy risks",
    ],
  },
  cta: {
    title: "Turn AI experiments into reliable results",
    description: "Book a workshop for one team or a programme for the whole company.",
    primary: {
      label: "Request a Training Proposal",
      to: contactLink("IT Consultancy", "Please send a proposal for prompt engineering training. Team size: "),
    },
    secondary: { label: "Get Started", to: "/get-started" },
  },
};
