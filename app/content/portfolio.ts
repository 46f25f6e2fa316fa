/**
 * Portfolio page content: hero, statistics, category filters, six projects, closing CTA.
 * Cards show the first 3 technologies; the detail modal shows all of them and the results.
 */
import { Award, FolderKanban, Smile, Users } from "lucide-react";
import type { CallToAction, PortfolioCategory, PortfolioFilter, PortfolioProject, Statistic } from "./types";

export const heroBadge = "Solution Portfolio";

export const statisticsTitle = "Results our clients can count on";

export const statistics: Statistic[] = [
  { number: 500, suffix: "+", label: "Happy Clients", icon: Users },
  { number: 50, suffix: "+", label: "Projects Completed", icon: FolderKanban },
  { number: 5, suffix: "+", label: "Years of Experience", icon: Award },
  { number: 99, suffix: "+", label: "Client Satisfaction (%)", icon: Smile },
];

export const projectsSection = {
  title: "Featured projects",
  subtitle: "Select a project to see the full technology stack and the results it delivered.",
  /** Accessible name of the category buttons. */
  filterLabel: "Filter projects by category",
} as const;

export const categories = [
  { id: "all", label: "All Projects" },
  { id: "web", label: "Web" },
  { id: "mobile", label: "Mobile" },
  { id: "cloud", label: "Cloud" },
  { id: "security", label: "Security" },
  { id: "ai", label: "AI" },
  { id: "consulting", label: "Consulting" },
] as const satisfies readonly { id: PortfolioFilter; label: string }[];

/** Labels of the project card and detail modal. */
export const labels = {
  viewDetails: "View Details",
  client: "Client",
  duration: "Duration",
  team: "Team",
  technologies: "Technologies",
  results: "Results",
  close: "Close",
  moreTechnologies: (count: number) => `+${count} more`,
  /** Badge of a project the team marked in progress in the admin Portfolio tab. */
  inProgress: "In progress",
} as const;

/** The detail modal's link to the contact form, preselected with the matching service. */
export const similarProject = {
  label: "Discuss a Similar Project",
  message: (title: string) => `I'd like to discuss a project similar to "${title}".`,
  services: {
    web: "Website Development",
    mobile: "Mobile App Development",
    cloud: "Cloud & Hosting",
    security: "Cybersecurity",
    ai: "AI Integration",
    consulting: "IT Consultancy",
  } satisfies Record<PortfolioCategory, string>,
} as const;

export const projects: PortfolioProject[] = [
  {
    id: "b2b-ordering-portal",
    title: "B2B Ordering Portal for a Pharma Distributor",
    description:
      "A self-service web portal where 1,200 pharmacies place orders, track deliveries and download invoices, connected to the distributor's ERP and warehouse system in real time.",
    image: {
      src: "/images/portfolio/b2b-ordering-portal.svg",
      alt: "Abstract dashboard panels on a blue gradient, representing a B2B ordering portal",
      width: 800,
      height: 600,
    },
    color: "from-blue-600 to-indigo-600",
    category: "web",
    client: "Avantika Pharma Distributors, Indore",
    duration: "4 months",
    team: "6 engineers",
    technologies: ["React", "TypeScript", "Node.js", "PostgreSQL", "Redis", "AWS"],
    results: [
      { label: "Orders placed online", value: "78%" },
      { label: "Order processing time", value: "65% faster" },
      { label: "Order entry errors", value: "-90%" },
    ],
  },
  {
    id: "field-service-app",
    title: "Field Service App for Agricultural Equipment",
    description:
      "An offline-first mobile app for 350 service technicians: job scheduling, digital checklists, spare-part requests and customer sign-off, even in villages without network coverage.",
    image: {
      src: "/images/portfolio/field-service-app.svg",
      alt: "Abstract phone screens and route lines on a purple gradient, representing a field service app",
      width: 800,
      height: 600,
    },
    color: "from-purple-600 to-pink-700",
    category: "mobile",
    client: "Kaveri Agri Equipment, Pune",
    duration: "5 months",
    team: "5 engineers",
    technologies: ["React Native", "TypeScript", "Firebase", "Node.js", "Google Maps Platform"],
    results: [
      { label: "Jobs completed per technician", value: "+35%" },
      { label: "Paper job cards", value: "Eliminated" },
      { label: "Play Store rating", value: "4.8 / 5" },
    ],
  },
  {
    id: "saas-cloud-migration",
    title: "Cloud Migration for an EdTech Platform",
    description:
      "Moved a learning platform serving 2 million students from rented servers to AWS with Kubernetes, infrastructure as code and autoscaling for exam-season traffic peaks.",
    image: {
      src: "/images/portfolio/saas-cloud-migration.svg",
      alt: "Abstract cloud layers over connected servers on a sky-blue gradient, representing a cloud migration",
      width: 800,
      height: 600,
    },
    color: "from-sky-700 to-blue-700",
    category: "cloud",
    client: "Learnova EdTech, Bengaluru",
    duration: "6 months",
    team: "7 engineers",
    technologies: ["AWS", "Terraform", "Kubernetes", "Docker", "PostgreSQL", "Grafana"],
    results: [
      { label: "Infrastructure cost", value: "-32%" },
      { label: "Uptime during exam season", value: "99.95%" },
      { label: "Release frequency", value: "Monthly to daily" },
    ],
  },
  {
    id: "zero-trust-security",
    title: "Zero-Trust Security Programme for a Hospital Group",
    description:
      "Penetration testing, identity hardening and a 24/7 detection service across six hospitals, protecting patient records and preparing the group for ISO 27001 certification.",
    image: {
      src: "/images/portfolio/zero-trust-security.svg",
      alt: "Abstract shield and lock network on a red gradient, representing a zero-trust security programme",
      width: 800,
      height: 600,
    },
    color: "from-red-600 to-rose-700",
    category: "security",
    client: "Meridian Health Network, Dubai",
    duration: "4 months",
    team: "4 security engineers",
    technologies: ["Microsoft Sentinel", "Microsoft Entra ID", "CrowdStrike Falcon", "OWASP ZAP", "HashiCorp Vault"],
    results: [
      { label: "Critical vulnerabilities closed", value: "100%" },
      { label: "Mean time to detect threats", value: "-70%" },
      { label: "ISO 27001 audit", value: "Passed first time" },
    ],
  },
  {
    id: "ai-claims-assistant",
    title: "AI Claims Processing Assistant",
    description:
      "A generative AI assistant that reads claim forms, bills and photos, checks them against the policy and prepares a settlement recommendation for a human adjuster to approve.",
    image: {
      src: "/images/portfolio/ai-claims-assistant.svg",
      alt: "Abstract neural network and document shapes on a green gradient, representing an AI claims assistant",
      width: 800,
      height: 600,
    },
    color: "from-emerald-700 to-teal-700",
    category: "ai",
    client: "Sahyadri General Insurance, Mumbai",
    duration: "5 months",
    team: "8 engineers",
    technologies: ["Python", "Azure OpenAI", "LangChain", "FastAPI", "PostgreSQL", "React"],
    results: [
      { label: "Claims triaged automatically", value: "62%" },
      { label: "Average settlement time", value: "-48%" },
      { label: "Annual operating savings", value: "$1.2M" },
    ],
  },
  {
    id: "ai-roadmap-manufacturing",
    title: "AI Roadmap for a Textile Manufacturer",
    description:
      "A twelve-week assessment of data, processes and plant systems that produced a costed, prioritised AI roadmap, starting with defect detection and demand forecasting.",
    image: {
      src: "/images/portfolio/ai-roadmap-manufacturing.svg",
      alt: "Abstract roadmap with milestones and rising bars on an amber gradient, representing an AI roadmap",
      width: 800,
      height: 600,
    },
    color: "from-amber-700 to-orange-700",
    category: "consulting",
    client: "Pithampur Textiles Ltd, Madhya Pradesh",
    duration: "3 months",
    team: "4 consultants",
    technologies: ["Python", "Power BI", "Azure", "Databricks"],
    results: [
      { label: "AI use cases prioritised", value: "14" },
      { label: "Projected annual savings", value: "$540K" },
      { label: "Expected payback", value: "9 months" },
    ],
  },
];

export const cta: CallToAction = {
  title: "Have a project like these in mind?",
  description:
    "Share your goals and constraints. We will reply within 24 hours with an approach, a timeline and a fixed-price estimate.",
  primary: { label: "Start Your Project", to: "/contact" },
  secondary: { label: "Explore Our Services", to: "/services" },
};
