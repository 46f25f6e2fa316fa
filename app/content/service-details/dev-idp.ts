import { contactLink } from "./links";
import type { DevServiceContent } from "./types";

export const devIdp: DevServiceContent = {
  hero: {
    badge: "Intelligent Document Processing",
    actions: [
      { label: "Get Started", to: "/get-started" },
      {
        label: "Talk to an Expert",
        to: contactLink("AI Integration", "I'd like to discuss intelligent document processing."),
      },
    ],
  },
  features: {
    title: "From paper and PDFs to clean data",
    items: [
      {
        title: "Reads any layout",
        description: "Invoices, contracts, forms, IDs and handwritten notes, without a template per supplier.",
      },
      {
        title: "Understands content",
        description: "Extracts fields, tables and clauses, and classifies each document by type and intent.",
      },
      {
        title: "Confidence-based review",
        description: "Low-confidence fields go to a reviewer, so accuracy stays high and effort stays low.",
      },
      {
        title: "Validates before posting",
        description: "Checks totals, GSTINs, dates and master data before anything reaches your systems.",
      },
    ],
  },
  useCases: {
    title: "Documents we process",
    items: [
      {
        title: "Accounts payable",
        description: "Supplier invoices captured, matched to orders and posted to your ERP.",
      },
      {
        title: "KYC and onboarding",
        description: "ID documents and forms read and checked for banking and insurance onboarding.",
      },
      {
        title: "Insurance claims",
        description: "Claim forms, bills and reports extracted and checked against the policy.",
      },
      {
        title: "Contract review",
        description: "Key dates, obligations and risky clauses pulled out of contracts for legal teams.",
      },
    ],
  },
  counters: {
    title: "Typical results",
    items: [
      { value: 75, suffix: "%", label: "Less processing time", desc: "Per document, from arrival to posting." },
      { value: 93, suffix: "%", label: "Extraction accuracy", desc: "At field level before human review." },
      {
        value: 88,
        suffix: "%",
        label: "Straight-through processing",
        desc: "Of documents posted with no manual touch.",
      },
    ],
  },
  architecture: {
    title: "How we build it",
    items: [
      { title: "Ingestion", description: "Email inboxes, scanners, portals and APIs feed one queue." },
      {
        title: "OCR and layout analysis",
        description: "Text, tables and handwriting recognised, including Hindi and regional scripts.",
      },
      { title: "Extraction models", description: "Fine-tuned document models and LLMs, chosen for accuracy and cost." },
      { title: "Business rules", description: "Validation against your master data, tax rules and approval limits." },
      { title: "Review interface", description: "A fast screen for reviewers; their corrections retrain the models." },
      {
        title: "System integration",
        description: "Posting to SAP, Tally, Oracle, Zoho or your own systems, with audit logs.",
      },
    ],
  },
  cta: {
    title: "Stop typing what is already written",
    description: "Send us 50 sample documents and we will show you the accuracy on your own data within two weeks.",
    primary: { label: "Get Started", to: "/get-started" },
    secondary: {
      label: "Contact Us",
      to: contactLink("AI Integration", "I'd like an accuracy test of document processing on our own samples."),
    },
  },
};
