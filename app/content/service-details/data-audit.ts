import { brochureLink, contactLink } from "./links";
import type { DataAuditContent } from "./types";

const AUDIT_REQUEST = contactLink(
  "IT Consultancy",
  "I'd like to request a data audit and quality assessment. Our main data sources are: ",
);

export const dataAudit: DataAuditContent = {
  hero: {
    badge: "Data Audit & Quality Assessment",
    actions: [
      { label: "Request Audit", to: AUDIT_REQUEST },
      { label: "Download Brochure", to: brochureLink("IT Consultancy", "Data Audit & Quality Assessment") },
    ],
  },
  services: {
    title: "What the audit covers",
    intro: "Six workstreams, scoped to the data your priority analytics and AI use cases depend on.",
    items: [
      {
        title: "Data Quality Assessment",
        description: "We profile your key tables for completeness, accuracy, consistency, timeliness and duplicates.",
        benefits: [
          "Quality score per dataset and per critical field",
          "Root causes traced to the systems that create errors",
          "Fix list ranked by business impact",
        ],
      },
      {
        title: "Data Governance Review",
        description: "We check who owns each dataset, how definitions are agreed and how changes are approved.",
        benefits: [
          "Ownership and stewardship map",
          "Business glossary gaps",
          "Policy recommendations sized to your team",
        ],
      },
      {
        title: "Data Architecture Audit",
        description: "We review how data moves between source systems, warehouses and reports.",
        benefits: [
          "Lineage diagrams for critical reports",
          "Bottlenecks and single points of failure",
          "Target architecture options",
        ],
      },
      {
        title: "Security & Compliance Check",
        description: "We review access, encryption, retention and consent against the DPDP Act and your sector rules.",
        benefits: [
          "Access and encryption review",
          "Personal data inventory",
          "Compliance gap report with remediation steps",
        ],
      },
      {
        title: "AI Readiness of Data",
        description: "We test whether your data can support the machine learning use cases you are planning.",
        benefits: [
          "Label and history sufficiency checks",
          "Bias and representativeness review",
          "Feature availability per use case",
        ],
      },
      {
        title: "Remediation Roadmap",
        description: "We turn the findings into a costed, sequenced plan your team or ours can execute.",
        benefits: [
          "Quick wins for the first 30 days",
          "Costed 6-month improvement plan",
          "Data quality KPIs and monitoring set-up",
        ],
      },
    ],
  },
  stats: {
    title: "Why clean data pays",
    items: [
      {
        number: "87%",
        label: "Quality improvement",
        desc: "Average rise in data quality scores within six months of the audit.",
      },
      { number: "3.5x", label: "Faster insights", desc: "Reports and models built on trusted, documented data." },
      {
        number: "95%",
        label: "Compliance readiness",
        desc: "Of DPDP Act and sector controls covered after remediation.",
      },
      {
        number: "2-4 weeks",
        label: "Typical audit",
        desc: "From kickoff to the final report and remediation roadmap.",
      },
    ],
  },
  stories: {
    title: "Success stories",
    items: [
      {
        name: "Rohit Agarwal",
        role: "Head of Analytics, consumer lending company",
        content:
          "The audit found that 22% of our customer records were duplicates across two systems. Fixing that first made our credit models noticeably more reliable.",
        rating: 5,
        result: "Model accuracy up from 78% to 91% after remediation",
      },
      {
        name: "Meera Iyer",
        role: "CIO, pharmaceutical distributor",
        content:
          "We went into a regulatory review with a complete personal data inventory and documented lineage. The audit paid for itself in that one week.",
        rating: 5,
        result: "Month-end reporting cut from 9 days to 3",
      },
    ],
  },
  cta: {
    title: "Build your AI on data you can trust",
    description:
      "Tell us which systems and reports matter most. We will propose an audit scope, a timeline and a fixed fee within two working days.",
    primary: {
      label: "Get Started with Data Audit",
      to: contactLink("IT Consultancy", "I'd like to get started with a data audit. Please propose a scope and fee."),
    },
    secondary: { label: "Request Audit", to: AUDIT_REQUEST },
  },
};
