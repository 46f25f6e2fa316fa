// The top navigation and footer links: paths and groups as the site has always had them (spec-1 §2.2,
// §2.3); the link labels are ours.

export interface NavLinkItem {
  name: string;
  path: string;
  description?: string;
}

export interface NavGroup {
  name: string;
  links: NavLinkItem[];
}

export type NavItem =
  | { kind: "link"; name: string; path: string }
  | { kind: "menu"; name: string; id: string; groups: NavGroup[] };

export const SERVICES_MENU: NavGroup[] = [
  {
    name: "Consulting",
    links: [
      { name: "AI Strategy & Roadmap", path: "/resources/ai-strategy-roadmap" },
      { name: "AI Readiness Assessment", path: "/resources/ai-readiness" },
      { name: "Data Audit & Quality", path: "/services/consulting/data-audit" },
      { name: "AI Use-Case Identification", path: "/services/consulting/use-cases" },
      { name: "Project Scoping & ROI", path: "/services/consulting/scoping-roi" },
      { name: "Future Market Insights", path: "/services/consulting/future-market-insights" },
    ],
  },
  {
    name: "Development",
    links: [
      { name: "Custom Chatbots & Agents", path: "/services/dev/chatbots" },
      { name: "Workflow Automation", path: "/services/dev/automation" },
      { name: "Intelligent Document Processing", path: "/services/dev/idp" },
      { name: "Generative AI Integration", path: "/services/dev/genai" },
      { name: "AI-Powered Apps", path: "/services/dev/apps" },
      { name: "API Integration", path: "/services/dev/api-integration" },
    ],
  },
  {
    name: "Training",
    links: [
      { name: "AI Certifications", path: "/services/training/certifications" },
      { name: "AI Tooling", path: "/services/training/tooling" },
      { name: "Prompt Engineering", path: "/services/training/prompt-engineering" },
      { name: "MLOps", path: "/services/training/mlops" },
    ],
  },
];

export const OUTCOMES_MENU: NavGroup[] = [
  {
    name: "Business Outcomes",
    links: [
      { name: "Increase Revenue", path: "/increase-revenue" },
      { name: "Reduce Costs", path: "/reduce-costs" },
      { name: "Improve Efficiency", path: "/improve-efficiency" },
      { name: "Enhance Customer Experience", path: "/enhance-customer-experience" },
      { name: "Accelerate Decisions", path: "/accelerate-decisions" },
    ],
  },
];

export const KNOWLEDGE_MENU: NavGroup[] = [
  {
    name: "Free Resources",
    links: [
      { name: "AI Readiness", path: "/resources/ai-readiness" },
      { name: "ROI Calculator", path: "/roi-calculator" },
      { name: "AI Benchmarking", path: "/resources/benchmarking" },
      { name: "Industry Reports", path: "/resources/industry-reports" },
    ],
  },
  { name: "Blogs", links: [{ name: "Blog", path: "/blog" }] },
];

export const MAIN_NAV: NavItem[] = [
  { kind: "link", name: "Home", path: "/" },
  { kind: "menu", name: "Services", id: "services", groups: SERVICES_MENU },
  { kind: "menu", name: "Business Outcomes", id: "outcomes", groups: OUTCOMES_MENU },
  { kind: "menu", name: "Knowledge Center", id: "knowledge", groups: KNOWLEDGE_MENU },
  { kind: "link", name: "Solution Portfolio", path: "/portfolio" },
  { kind: "link", name: "About", path: "/about" },
  { kind: "link", name: "Contact", path: "/contact" },
];

export const FOOTER_COLUMNS: NavGroup[] = [
  {
    name: "Services",
    links: [
      { name: "All Services", path: "/services" },
      { name: "AI-Powered Apps", path: "/services/ai-apps" },
      { name: "API Integration", path: "/services/api-integration" },
      { name: "Generative AI", path: "/services/dev/genai" },
    ],
  },
  {
    name: "Company",
    links: [
      { name: "About Us", path: "/about" },
      { name: "Contact", path: "/contact" },
      { name: "Blog", path: "/blog" },
      { name: "Knowledge Center", path: "/knowledge-center" },
    ],
  },
  {
    name: "Legal & Help",
    links: [
      { name: "Privacy Policy", path: "/coming-soon" },
      { name: "Terms of Service", path: "/coming-soon" },
      { name: "Documentation", path: "/coming-soon" },
      { name: "System Status", path: "/coming-soon" },
    ],
  },
];

/** True when a link to `path` leads to the page at `pathname` (any letter case, one trailing slash allowed). */
export function isCurrentPath(path: string, pathname: string): boolean {
  const norm = (p: string) => (p.length > 1 && p.endsWith("/") ? p.slice(0, -1) : p).toLowerCase();
  return norm(path) === norm(pathname);
}

/** True when `pathname` is the item's page or one of its menu's pages. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.kind === "link") return isCurrentPath(item.path, pathname);
  return item.groups.some((g) => g.links.some((l) => isCurrentPath(l.path, pathname)));
}
