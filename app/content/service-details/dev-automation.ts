import { contactLink } from "./links";
import type { DevServiceContent } from "./types";

export const devAutomation: DevServiceContent = {
  hero: {
    badge: "Workflow Automation",
    actions: [
      { label: "Get Started", to: "/get-started" },
      {
        label: "Talk to an Expert",
        to: contactLink("AI Integration", "I'd like to discuss automating our workflows."),
      },
    ],
  },
  features: {
    title: "Automation that handles the messy parts",
    items: [
      {
        title: "AI decisions inside workflows",
        description: "Classify requests, read emails and attachments, and decide the next step, not just move data.",
      },
      {
        title: "Connects the systems you have",
        description: "ERP, CRM, email, spreadsheets and legacy apps joined through APIs or robotic process automation.",
      },
      {
        title: "People stay in control",
        description: "Approvals and exceptions go to the right person with everything they need to decide.",
      },
      {
        title: "Every step logged",
        description: "A complete audit trail and live dashboards show volumes, delays and savings.",
      },
    ],
  },
  useCases: {
    title: "Workflows we automate",
    items: [
      { title: "Order to cash", description: "Orders captured, checked, invoiced and reconciled without re-keying." },
      {
        title: "Procure to pay",
        description: "Purchase requests, approvals and supplier invoices matched and posted.",
      },
      {
        title: "Employee onboarding",
        description: "Accounts, equipment, documents and training scheduled from one trigger.",
      },
      {
        title: "Report preparation",
        description: "Data gathered from several systems and weekly reports drafted automatically.",
      },
    ],
  },
  counters: {
    title: "Typical results",
    items: [
      {
        value: 72,
        suffix: "%",
        label: "Less manual work",
        desc: "Hours of data entry and copy-paste removed per process.",
      },
      {
        value: 58,
        suffix: "%",
        label: "Faster cycle times",
        desc: "From request to completion across automated workflows.",
      },
      { value: 83, suffix: "%", label: "Fewer errors", desc: "Compared with the manual process it replaced." },
    ],
  },
  architecture: {
    title: "How we build it",
    items: [
      { title: "Process mining", description: "We measure the current process from system logs before automating it." },
      {
        title: "Orchestration engine",
        description: "Workflows on n8n, Power Automate, Temporal or custom services, as fits your stack.",
      },
      { title: "AI services", description: "Language and document models for reading, classifying and drafting." },
      { title: "Integration layer", description: "APIs first; robotic process automation only where no API exists." },
      {
        title: "Exception handling",
        description: "Retries, queues and human review for anything the automation cannot finish.",
      },
      { title: "Monitoring", description: "Alerts, run history and a savings dashboard for process owners." },
    ],
  },
  cta: {
    title: "Give your team its time back",
    description: "We automate your first workflow in four to eight weeks and measure the hours saved.",
    primary: { label: "Get Started", to: "/get-started" },
    secondary: { label: "Contact Us", to: contactLink("AI Integration", "I'd like a quote for workflow automation.") },
  },
};
