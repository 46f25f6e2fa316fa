import { contactLink } from "./links";
import type { DevServiceContent } from "./types";

export const devChatbots: DevServiceContent = {
  hero: {
    badge: "Custom Chatbots & Agents",
    actions: [
      { label: "Get Started", to: "/get-started" },
      {
        label: "Talk to an Expert",
        to: contactLink("AI Integration", "I'd like to discuss a custom chatbot or AI agent."),
      },
    ],
  },
  features: {
    title: "What our chatbots and agents do",
    items: [
      {
        title: "Answers grounded in your knowledge",
        description: "Retrieval over your policies, manuals and product data, with sources cited in every answer.",
      },
      {
        title: "Agents that complete tasks",
        description:
          "Book appointments, check order status, raise tickets and update your CRM through secure tool calls.",
      },
      {
        title: "Every channel, one brain",
        description: "Website chat, WhatsApp, Microsoft Teams and Slack, in English, Hindi and other Indian languages.",
      },
      {
        title: "Smooth human hand-off",
        description: "Conversations move to your agents with full context when the bot is unsure or the customer asks.",
      },
    ],
  },
  useCases: {
    title: "Where teams use them",
    items: [
      {
        title: "Customer support",
        description: "Resolve order, billing and account questions instantly, day and night.",
      },
      {
        title: "Lead qualification",
        description: "Ask the right questions, score the lead and book a meeting with sales.",
      },
      {
        title: "IT and HR helpdesk",
        description: "Reset passwords, answer policy questions and log requests for employees.",
      },
      {
        title: "Field and sales assistants",
        description: "Give staff instant answers on products, pricing and procedures on mobile.",
      },
    ],
  },
  counters: {
    title: "Typical results",
    items: [
      {
        value: 65,
        suffix: "%",
        label: "Queries resolved automatically",
        desc: "Without a human agent, across support channels.",
      },
      { value: 22, suffix: "%", label: "More qualified leads", desc: "From instant replies and 24/7 qualification." },
      { value: 90, suffix: "%", label: "Customer satisfaction", desc: "Average rating of bot conversations by users." },
    ],
  },
  architecture: {
    title: "How we build them",
    items: [
      {
        title: "Model choice",
        description: "OpenAI, Azure OpenAI, Anthropic or open models hosted in India, chosen per use case.",
      },
      {
        title: "Retrieval pipeline",
        description: "Documents chunked, embedded and indexed in a vector database, refreshed automatically.",
      },
      {
        title: "Tool and API layer",
        description: "Secure connectors to your CRM, ERP and ticketing, with permissions per action.",
      },
      {
        title: "Guardrails",
        description: "Topic limits, PII redaction and prompt-injection defences on every message.",
      },
      {
        title: "Evaluation and monitoring",
        description: "Test sets, answer-quality scoring and dashboards for cost and accuracy.",
      },
      { title: "Deployment", description: "Runs in your cloud or ours, with single sign-on and audit logs." },
    ],
  },
  cta: {
    title: "Launch an assistant your customers will use",
    description: "A first version on your own content is live in four to six weeks. Tell us where to start.",
    primary: { label: "Get Started", to: "/get-started" },
    secondary: {
      label: "Contact Us",
      to: contactLink("AI Integration", "I'd like a quote for a custom chatbot or AI agent."),
    },
  },
};
