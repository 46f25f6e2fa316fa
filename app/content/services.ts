/**
 * Services page content: cards, filter chips, five-step process, pricing plans (Starter $2,999,
 * Professional $7,999 marked most popular, Enterprise custom).
 * The path-to-filter mapping lives in app/features/services/service-filter.ts.
 */
import { Code, Compass, PenTool, Rocket, TestTube } from "lucide-react";
import { type ServiceDetails, type ServiceId, serviceCatalog } from "./service-catalog";
import type { CallToAction, PricingPlan, ProcessStep, ServiceFilter } from "./types";

/**
 * The long part of each card (Services page only). The route's loader sends it as data, prerendered
 * into the HTML, so this copy never weighs on the page's JavaScript budget.
 */
export const serviceDetails: Record<ServiceId, ServiceDetails> = {
  "ai-integration": {
    description:
      "We connect proven AI models to your CRM, ERP, helpdesk and data warehouse so that forecasting, document handling and customer conversations improve without replacing the tools your people rely on. Every integration ships with monitoring, guardrails and a measured baseline, so the gain is visible within 90 days.",
    features: [
      "AI use-case discovery and prioritisation",
      "LLM and retrieval-augmented generation (RAG) pipelines",
      "Predictive models for demand, churn and risk",
      "Human-in-the-loop review and guardrails",
      "Model monitoring, drift alerts and retraining",
    ],
    technologies: ["Python", "OpenAI", "Azure AI", "LangChain", "PyTorch", "MLflow"],
    image: {
      src: "/images/services/ai-integration.svg",
      alt: "Abstract network of connected nodes on a green gradient, representing AI integration",
      width: 800,
      height: 500,
    },
  },
  "ai-apps": {
    description:
      "From internal copilots to customer-facing assistants, we design and build applications where AI does real work: answering questions from your own documents, drafting responses, extracting data and recommending next steps. Each app is production-grade, secure and measured against the business outcome it was built for.",
    features: [
      "Conversational assistants grounded in your data",
      "Semantic search across documents and knowledge bases",
      "Intelligent document processing and data extraction",
      "Role-based access, audit trails and usage analytics",
      "Cross-platform delivery for web and mobile",
    ],
    technologies: ["React", "Next.js", "Node.js", "Python", "OpenAI", "PostgreSQL"],
    image: {
      src: "/images/services/ai-apps.svg",
      alt: "Abstract app screens linked by glowing nodes on an indigo gradient, representing AI-powered apps",
      width: 800,
      height: 500,
    },
  },
  "web-development": {
    description:
      "We build corporate websites, customer portals and SaaS platforms with modern frameworks, server-side rendering and a clear content model. Performance budgets, WCAG accessibility and technical SEO are part of the definition of done, not an afterthought.",
    features: [
      "Responsive design for every screen size",
      "Server-side rendering and Core Web Vitals tuning",
      "Headless CMS so your team edits content directly",
      "WCAG 2.2 AA accessibility",
      "Analytics, tag management and conversion tracking",
    ],
    technologies: ["React", "TypeScript", "Node.js", "Tailwind CSS", "PostgreSQL", "Vercel"],
    image: {
      src: "/images/services/web-development.svg",
      alt: "Abstract browser windows and layout blocks on a blue gradient, representing web development",
      width: 800,
      height: 500,
    },
  },
  "mobile-apps": {
    description:
      "We take mobile products from prototype to the App Store and Google Play: offline-first data, push notifications, secure payments and analytics. Cross-platform frameworks keep one codebase for both platforms, with native modules wherever performance or device access demands them.",
    features: [
      "iOS and Android from one codebase",
      "Offline-first sync and push notifications",
      "Secure payments, including UPI and cards",
      "App Store and Google Play release management",
      "Crash reporting and in-app analytics",
    ],
    technologies: ["React Native", "Flutter", "Swift", "Kotlin", "Firebase"],
    image: {
      src: "/images/services/mobile-apps.svg",
      alt: "Abstract phone outline with floating interface cards on a purple gradient, representing mobile apps",
      width: 800,
      height: 500,
    },
  },
  "api-integration": {
    description:
      "Disconnected systems cost hours of manual re-entry and produce conflicting numbers. We design secure, versioned APIs and event-driven integrations between your applications, partners and AI services, with retries, idempotency and monitoring so data arrives once and on time.",
    features: [
      "REST, GraphQL and webhook design",
      "CRM, ERP and payment gateway connectors",
      "Event-driven pipelines with retries and dead-letter queues",
      "OAuth 2.0, API keys and rate limiting",
      "API documentation and developer portals",
    ],
    technologies: ["Node.js", "GraphQL", "OpenAPI", "Kafka", "AWS API Gateway", "Postman"],
    image: {
      src: "/images/services/api-integration.svg",
      alt: "Abstract connected blocks exchanging signals on a cyan-to-blue gradient, representing API integration",
      width: 800,
      height: 500,
    },
  },
  "cloud-hosting": {
    description:
      "We plan and execute cloud migrations, set up infrastructure as code and run managed hosting with monitoring around the clock. Right-sizing and reserved capacity typically trim cloud bills by a fifth, while automated backups and multi-zone deployments keep services available.",
    features: [
      "Cloud readiness assessment and migration plan",
      "Infrastructure as code and CI/CD pipelines",
      "Containers and Kubernetes orchestration",
      "24/7 monitoring, backups and disaster recovery",
      "Cost optimisation and FinOps reporting",
    ],
    technologies: ["AWS", "Microsoft Azure", "Google Cloud", "Terraform", "Docker", "Kubernetes"],
    image: {
      src: "/images/services/cloud-hosting.svg",
      alt: "Abstract cloud shapes over a grid of servers on a sky-blue gradient, representing cloud hosting",
      width: 800,
      height: 500,
    },
  },
  cybersecurity: {
    description:
      "Our security team combines penetration testing, secure code review and cloud posture management with practical policies your staff will follow. We help you prepare for ISO 27001 and SOC 2 audits and meet the obligations of India's Digital Personal Data Protection Act and the GDPR.",
    features: [
      "Vulnerability assessment and penetration testing",
      "Secure code review and DevSecOps",
      "Cloud security posture management",
      "Identity, access and zero-trust architecture",
      "ISO 27001, SOC 2 and DPDP Act readiness",
    ],
    technologies: ["OWASP ZAP", "Burp Suite", "Microsoft Sentinel", "CrowdStrike", "HashiCorp Vault"],
    image: {
      src: "/images/services/cybersecurity.svg",
      alt: "Abstract shield made of linked nodes on a red gradient, representing cybersecurity",
      width: 800,
      height: 500,
    },
  },
  "it-consulting": {
    description:
      "Before you commit budget, we size the opportunity: which processes AI can improve, what it will cost, what it will return and which market shifts to plan for. You receive a prioritised roadmap with business cases, architecture options and a delivery plan your board can approve.",
    features: [
      "AI opportunity scoping and ROI modelling",
      "Technology and vendor selection",
      "Future market and competitor insights",
      "Data and architecture review",
      "Prioritised 12-month roadmap",
    ],
    technologies: ["Power BI", "Tableau", "Python", "Azure", "Miro"],
    image: {
      src: "/images/services/it-consulting.svg",
      alt: "Abstract roadmap path with milestones on an amber gradient, representing AI and IT consulting",
      width: 800,
      height: 500,
    },
  },
};

/** The cards of the Services page, in display order (summaries; details come with the loader data). */
export const services = serviceCatalog;

/** The nine filter chips, in display order. */
export const filterChips = [
  { id: "all", label: "All Services" },
  { id: "web", label: "Web" },
  { id: "mobile", label: "Mobile" },
  { id: "ai-apps", label: "AI Apps" },
  { id: "api-integration", label: "API Integration" },
  { id: "cloud", label: "Cloud" },
  { id: "security", label: "Security" },
  { id: "consulting", label: "Consulting" },
  { id: "ai", label: "AI" },
] as const satisfies readonly { id: ServiceFilter; label: string }[];

export const catalogSection = {
  title: "Find the right service",
  subtitle: "Filter by what you need. Every engagement comes with a named lead, a fixed scope and measurable goals.",
  /** Accessible name of the chip group. */
  filterLabel: "Filter services by category",
} as const;

export const learnMoreLabel = "Learn More";

/** The contact form's service options (see app/features/contact/contact-fields.ts). */
export type ContactServiceOption =
  | "Website Development"
  | "Mobile App Development"
  | "Cloud & Hosting"
  | "Cybersecurity"
  | "IT Consultancy"
  | "AI Integration"
  | "Other";

/** Cards without a page of their own offer a quote request, with the contact form preselected. */
export const quoteLabel = "Request a Quote";

export const quoteServices: Partial<Record<string, ContactServiceOption>> = {
  "ai-integration": "AI Integration",
  "web-development": "Website Development",
  "mobile-apps": "Mobile App Development",
  "cloud-hosting": "Cloud & Hosting",
  cybersecurity: "Cybersecurity",
};

/** The message a quote request starts with, e.g. "I'd like a quote for Cybersecurity." */
export const quoteMessage = (serviceTitle: string) => `I'd like a quote for ${serviceTitle}.`;

export const processSection = {
  title: "How we deliver",
  subtitle: "Five steps, the same on every project, so you always know what happens next and what you will get.",
} as const;

export const process: ProcessStep[] = [
  {
    icon: Compass,
    title: "Discovery",
    description:
      "Workshops with your stakeholders to map goals, users, systems and constraints, ending in an agreed scope, success metrics and budget.",
  },
  {
    icon: PenTool,
    title: "Design",
    description:
      "Architecture, data model and clickable prototypes, validated with real users before a line of production code is written.",
  },
  {
    icon: Code,
    title: "Development",
    description:
      "Two-week sprints with a demo at the end of each, code reviews on every change and a staging environment you can try at any time.",
  },
  {
    icon: TestTube,
    title: "Testing",
    description:
      "Automated unit, integration and end-to-end tests, plus performance, accessibility and security checks before every release.",
  },
  {
    icon: Rocket,
    title: "Deployment",
    description:
      "Zero-downtime release to production, team handover and training, followed by monitoring and the support period of your plan.",
  },
];

export const pricingIntro = {
  title: "Transparent pricing",
  subtitle: "Fixed-price packages for well-defined projects, and a tailored engagement for complex programmes.",
  buttonLabel: "Get Started",
  popularLabel: "Most Popular",
} as const;

/**
 * What each plan's Get Started button preselects on the contact form, so the enquiry arrives
 * already naming the plan.
 */
export const planEnquiries: Record<string, { service: ContactServiceOption; message: string }> = {
  Starter: {
    service: "Website Development",
    message: "I'm interested in the Starter plan ($2,999 per project, 3 months support).",
  },
  Professional: {
    service: "AI Integration",
    message: "I'm interested in the Professional plan ($7,999 per project, 6 months support).",
  },
  Enterprise: {
    service: "IT Consultancy",
    message: "I'm interested in the Enterprise plan (custom pricing, 12 months support).",
  },
};

export const pricingPlans: PricingPlan[] = [
  {
    name: "Starter",
    price: "$2,999",
    duration: "per project",
    features: [
      "Responsive website or web app up to 10 pages",
      "Discovery workshop and UX wireframes",
      "Content management system set-up",
      "On-page SEO and analytics set-up",
      "Deployment to managed cloud hosting",
      "3 months support",
    ],
    color: "from-blue-600 to-cyan-700",
    popular: false,
  },
  {
    name: "Professional",
    price: "$7,999",
    duration: "per project",
    features: [
      "Custom web or cross-platform mobile application",
      "One AI feature: assistant, smart search or document extraction",
      "Up to three API integrations (CRM, payments, ERP)",
      "Automated testing and CI/CD pipeline",
      "Security review before launch",
      "Dedicated project manager",
      "6 months support",
    ],
    color: "from-indigo-600 to-purple-600",
    popular: true,
  },
  {
    name: "Enterprise",
    price: "Custom",
    duration: "tailored to your scope",
    features: [
      "Multi-system AI and automation programme",
      "Dedicated cross-functional delivery team",
      "Enterprise architecture and cloud migration",
      "Security, compliance and audit support",
      "Service-level agreement with 24/7 monitoring",
      "12 months support",
    ],
    color: "from-slate-700 to-blue-700",
    popular: false,
  },
];

export const cta: CallToAction = {
  title: "Not sure which service fits?",
  description:
    "Tell us what you want to achieve. A senior consultant will reply within 24 hours with a recommended approach and an estimate.",
  primary: { label: "Talk to an Expert", to: "/contact" },
  secondary: { label: "Estimate Your AI ROI", to: "/roi-calculator" },
};
