import { contactLink } from "./links";
import type { DevServiceContent } from "./types";

export const devGenai: DevServiceContent = {
  hero: {
    badge: "Generative AI App Integration",
    actions: [
      { label: "Get Started", to: "/get-started" },
      {
        label: "Talk to an Expert",
        to: contactLink("AI Integration", "I'd like to discuss integrating generative AI into our product."),
      },
    ],
  },
  features: {
    title: "Generative AI inside your products",
    items: [
      {
        title: "Assistants in your apps",
        description: "Copilots that draft, summarise and answer inside the tools your users already work in.",
      },
      {
        title: "Grounded in your data",
        description: "Retrieval-augmented generation keeps answers tied to your documents and records.",
      },
      {
        title: "Content at scale",
        description:
          "Product descriptions, reports and marketing copy generated in your brand voice and reviewed before publishing.",
      },
      {
        title: "Safe by design",
        description: "Guardrails, access control and evaluation keep outputs accurate, private and on-brand.",
      },
    ],
  },
  useCases: {
    title: "Where it adds value",
    items: [
      {
        title: "Knowledge search",
        description: "Employees ask questions in plain language and get cited answers from internal documents.",
      },
      { title: "Content generation", description: "Catalogue, marketing and proposal content drafted in minutes." },
      {
        title: "Meeting and report summaries",
        description: "Long documents and calls condensed into decisions and action items.",
      },
      {
        title: "In-product copilots",
        description: "Features in your SaaS or app that help users complete tasks faster.",
      },
    ],
  },
  counters: {
    title: "Typical results",
    items: [
      { value: 68, suffix: "%", label: "Faster content creation", desc: "From brief to reviewed first draft." },
      { value: 55, suffix: "%", label: "Less time searching", desc: "For information across internal documents." },
      { value: 24, suffix: "%", label: "Higher user engagement", desc: "In products after AI features were added." },
    ],
  },
  architecture: {
    title: "How we build it",
    items: [
      {
        title: "Model gateway",
        description: "One interface to several models, with fallbacks, caching and cost limits.",
      },
      {
        title: "Retrieval layer",
        description: "Vector and keyword search over your content, with access rules respected.",
      },
      { title: "Prompt and workflow design", description: "Versioned prompts and multi-step chains tested like code." },
      {
        title: "Guardrails",
        description: "Input and output filters for PII, toxicity, off-topic requests and prompt injection.",
      },
      { title: "Evaluation", description: "Automated test sets and human review before every release." },
      { title: "Observability", description: "Tracing, cost and quality dashboards in production." },
    ],
  },
  cta: {
    title: "Add generative AI your users trust",
    description: "We take one feature from idea to production in six to ten weeks, with evaluation built in.",
    primary: { label: "Get Started", to: "/get-started" },
    secondary: {
      label: "Contact Us",
      to: contactLink("AI Integration", "I'd like a quote for generative AI integration."),
    },
  },
};
