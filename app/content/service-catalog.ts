/**
 * The service catalogue: one entry per card on the Services page.
 * Home shows six of these (see home.ts); the Services page shows all of them, filtered by chip.
 */
import { Brain, Cloud, Globe, Lightbulb, Plug, ShieldCheck, Smartphone, Sparkles } from "lucide-react";
import type { ServiceCard } from "./types";

export const serviceCatalog: ServiceCard[] = [
  {
    id: "ai-integration",
    icon: Brain,
    title: "AI Integration",
    shortDesc: "Embed machine learning, LLMs and automation into the systems your teams already use.",
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
    color: "from-emerald-700 to-teal-700",
    image: {
      src: "/images/services/ai-integration.svg",
      alt: "Abstract network of connected nodes on a green gradient, representing AI integration",
      width: 800,
      height: 500,
    },
    filters: ["all", "ai"],
  },
  {
    id: "ai-apps",
    icon: Sparkles,
    title: "AI-Powered Apps",
    shortDesc: "Custom web and mobile applications with assistants, smart search and automation built in.",
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
    color: "from-indigo-600 to-violet-600",
    image: {
      src: "/images/services/ai-apps.svg",
      alt: "Abstract app screens linked by glowing nodes on an indigo gradient, representing AI-powered apps",
      width: 800,
      height: 500,
    },
    filters: ["all", "ai-apps", "ai"],
    route: "/services/ai-apps",
  },
  {
    id: "web-development",
    icon: Globe,
    title: "Website Development",
    shortDesc: "Fast, accessible and search-friendly websites and web platforms that convert visitors.",
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
    color: "from-blue-600 to-indigo-600",
    image: {
      src: "/images/services/web-development.svg",
      alt: "Abstract browser windows and layout blocks on a blue gradient, representing web development",
      width: 800,
      height: 500,
    },
    filters: ["all", "web"],
  },
  {
    id: "mobile-apps",
    icon: Smartphone,
    title: "Mobile App Development",
    shortDesc: "Native-quality iOS and Android apps from a single, maintainable codebase.",
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
    color: "from-purple-600 to-pink-700",
    image: {
      src: "/images/services/mobile-apps.svg",
      alt: "Abstract phone outline with floating interface cards on a purple gradient, representing mobile apps",
      width: 800,
      height: 500,
    },
    filters: ["all", "mobile"],
  },
  {
    id: "api-integration",
    icon: Plug,
    title: "API Integration",
    shortDesc: "Connect CRMs, ERPs, payment gateways and AI services into one reliable data flow.",
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
    color: "from-cyan-700 to-blue-600",
    image: {
      src: "/images/services/api-integration.svg",
      alt: "Abstract connected blocks exchanging signals on a cyan-to-blue gradient, representing API integration",
      width: 800,
      height: 500,
    },
    filters: ["all", "api-integration", "web"],
    route: "/services/api-integration",
  },
  {
    id: "cloud-hosting",
    icon: Cloud,
    title: "Cloud & Hosting",
    shortDesc: "Migrate, host and scale on AWS, Azure or Google Cloud with predictable monthly costs.",
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
    color: "from-sky-700 to-indigo-600",
    image: {
      src: "/images/services/cloud-hosting.svg",
      alt: "Abstract cloud shapes over a grid of servers on a sky-blue gradient, representing cloud hosting",
      width: 800,
      height: 500,
    },
    filters: ["all", "cloud"],
  },
  {
    id: "cybersecurity",
    icon: ShieldCheck,
    title: "Cybersecurity",
    shortDesc: "Find and fix vulnerabilities before attackers do, and stay audit-ready.",
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
    color: "from-red-600 to-rose-700",
    image: {
      src: "/images/services/cybersecurity.svg",
      alt: "Abstract shield made of linked nodes on a red gradient, representing cybersecurity",
      width: 800,
      height: 500,
    },
    filters: ["all", "security"],
  },
  {
    id: "it-consulting",
    icon: Lightbulb,
    title: "AI & IT Consulting",
    shortDesc: "Independent advice on where AI and technology pay back, and how to get there.",
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
    color: "from-amber-700 to-orange-700",
    image: {
      src: "/images/services/it-consulting.svg",
      alt: "Abstract roadmap path with milestones on an amber gradient, representing AI and IT consulting",
      width: 800,
      height: 500,
    },
    filters: ["all", "consulting", "ai"],
    actions: [
      { label: "Scoping & ROI", to: "/services/consulting/scoping-roi" },
      { label: "Future Market Insights", to: "/services/consulting/future-market-insights" },
    ],
  },
];
