import type { SitePath } from "~/lib/site-paths";

/**
 * Title, meta description and opening line of every route. The brand name is appended to the title
 * from settings, so a rename never touches this file.
 */
export interface PageInfo {
  title: string;
  description: string;
  heading: string;
  intro: string;
}

export const PAGES: Record<SitePath, PageInfo> = {
  "/": {
    title: "AI & IT Services: 90-Day Results",
    description:
      "AI consulting, custom software, cloud and cybersecurity from Indore, India. Measurable business results within 90 days for growing companies and enterprises.",
    heading: "Turn AI into measurable business results",
    intro:
      "We design, build and run AI-powered software, cloud platforms and secure systems for companies that want results within 90 days, not just another pilot.",
  },
  "/about": {
    title: "About Us: Our Vision and Values",
    description:
      "Meet the team behind our AI consulting and software practice in Indore: 50+ engineers and consultants, 10+ years of delivery and the values behind our work.",
    heading: "About us",
    intro: "Engineers, data scientists and consultants who have shipped AI and software for more than ten years.",
  },
  "/services": {
    title: "Services: AI, Web, Cloud, Security",
    description:
      "Website and mobile development, AI-powered apps, API integration, cloud, cybersecurity and IT consulting, with transparent pricing from $2,999 per project.",
    heading: "Our services",
    intro: "Everything from a first AI pilot to a secure cloud platform, delivered by one accountable team.",
  },
  "/services/web": {
    title: "Website Development Services",
    description:
      "Fast, accessible websites and web applications built with modern frameworks, designed to convert visitors into customers and easy for your team to update.",
    heading: "Website development",
    intro: "Fast, accessible websites and web applications that turn visitors into customers.",
  },
  "/services/mobile": {
    title: "Mobile App Development Services",
    description:
      "iOS and Android apps built with React Native or native toolkits: offline-ready, secure and in the stores with analytics and crash reporting from day one.",
    heading: "Mobile app development",
    intro: "iOS and Android apps that are secure, offline-ready and loved by their users.",
  },
  "/services/cloud": {
    title: "Cloud & Hosting Services",
    description:
      "Cloud migration, infrastructure as code, managed hosting and cost optimisation on AWS, Azure and Google Cloud, with 99.9% uptime targets and monthly reports.",
    heading: "Cloud and hosting",
    intro: "Migration, infrastructure as code and managed hosting with clear monthly cost reports.",
  },
  "/services/security": {
    title: "Cybersecurity Services",
    description:
      "Security audits, penetration testing, cloud hardening and compliance support for ISO 27001, SOC 2 and India's DPDP Act, so your data and customers stay safe.",
    heading: "Cybersecurity",
    intro: "Audits, penetration tests and compliance support that keep your data and customers safe.",
  },
  "/services/consulting": {
    title: "IT & AI Consulting Services",
    description:
      "Independent IT and AI consulting: technology roadmaps, project scoping with ROI models, vendor selection and market insight for leadership teams.",
    heading: "IT and AI consulting",
    intro: "Roadmaps, scoping and ROI models that help leadership teams invest with confidence.",
  },
  "/services/ai-apps": {
    title: "AI-Powered App Development",
    description:
      "AI-powered web and mobile applications with machine learning, natural language and computer vision built in, designed around a business metric you can measure.",
    heading: "AI-powered apps",
    intro: "Applications with machine learning built in, each designed around a metric you can measure.",
  },
  "/services/dev/apps": {
    title: "Custom AI Application Development",
    description:
      "Custom AI applications for operations, sales and service teams: recommendation engines, forecasting, copilots and computer vision, in focused 90-day programmes.",
    heading: "AI-powered apps",
    intro: "Custom AI applications for operations, sales and service teams, delivered in 90-day programmes.",
  },
  "/services/api-integration": {
    title: "API Integration Services",
    description:
      "Connect your CRM, ERP, payment gateways and AI models through secure, documented APIs. We design, build and monitor integrations that keep data flowing.",
    heading: "API integration",
    intro: "Secure, documented integrations between your CRM, ERP, payments and AI models.",
  },
  "/services/dev/api": {
    title: "API Development & Integration",
    description:
      "REST and GraphQL API development, third-party integrations and event-driven pipelines with versioning, monitoring and documentation your partners can rely on.",
    heading: "API development and integration",
    intro: "REST and GraphQL APIs with versioning, monitoring and documentation partners can rely on.",
  },
  "/services/dev/api-integration": {
    title: "API Integration for AI Systems",
    description:
      "Plug AI models into the systems you already run: CRM, ERP, helpdesk and data warehouse integrations with retries, audit logs and alerting built in.",
    heading: "API integration",
    intro: "Plug AI models into the systems you already run, with retries, audit logs and alerting built in.",
  },
  "/portfolio": {
    title: "Solution Portfolio and Results",
    description:
      "Selected web, mobile, cloud, security, AI and consulting projects with the results they delivered for clients in retail, finance, healthcare and manufacturing.",
    heading: "Solution portfolio",
    intro: "Selected projects and the measurable results they delivered for our clients.",
  },
  "/contact": {
    title: "Contact Us: Talk to Our Experts",
    description:
      "Send us a message, call or visit our Indore office. Tell us about your project and a senior consultant will reply within 24 hours with clear next steps.",
    heading: "Let's talk about your project",
    intro: "Tell us what you want to achieve. A senior consultant replies within 24 hours.",
  },
  "/increase-revenue": {
    title: "Increase Revenue with AI",
    description:
      "Grow revenue with AI sales assistants, dynamic pricing and churn prediction. Measurable results within 90 days, or your money back.",
    heading: "Increase Revenue with AI",
    intro:
      "Find the buyers most likely to convert, price every deal with confidence and keep the customers you already have, using AI that plugs into your CRM and store.",
  },
  "/reduce-costs": {
    title: "Reduce Operating Costs with AI",
    description:
      "Cut operating costs with intelligent process automation, document processing and predictive maintenance. Results within 90 days, or your money back.",
    heading: "Reduce Costs with AI Automation",
    intro:
      "Remove repetitive manual work, process documents in seconds and prevent costly breakdowns, so your budget goes to growth instead of overheads.",
  },
  "/improve-efficiency": {
    title: "Improve Efficiency with AI",
    description:
      "Speed up service and operations with AI customer service agents, workflow orchestration and internal knowledge assistants. Results in 90 days.",
    heading: "Improve Efficiency Across Operations",
    intro:
      "Let AI answer routine questions, move work between teams automatically and put every answer your staff need one search away.",
  },
  "/enhance-customer-experience": {
    title: "Better Customer Experience with AI",
    description:
      "Delight customers with AI personalisation, omnichannel conversational AI and sentiment analytics. Higher satisfaction within 90 days, or money back.",
    heading: "Enhance Every Customer Experience",
    intro:
      "Recognise each customer, respond on the channel they prefer and act on what they tell you, at a scale no team could manage by hand.",
  },
  "/accelerate-decisions": {
    title: "Faster Decisions with AI Analytics",
    description:
      "Make faster, better decisions with AI business intelligence, predictive forecasting and real-time anomaly detection. Results in 90 days or money back.",
    heading: "Accelerate Decisions with AI",
    intro:
      "Replace days of spreadsheet work with live dashboards, reliable forecasts and instant alerts, so leaders act on facts while they still matter.",
  },
  "/our-approach": {
    title: "Our Approach: Strategy to Scale",
    description:
      "Our four-stage approach to AI adoption takes you from strategy to a proven pilot, then to scale and continuous optimisation, with measurable results.",
    heading: "A proven path from AI idea to measurable impact",
    intro:
      "Most AI projects stall after the pilot. Ours are planned to reach production: we prove value small and fast, then scale what works and keep improving it.",
  },
  "/why-us": {
    title: "Why Choose Us: Speed and Expertise",
    description:
      "Why companies choose our Indore-based AI and IT team: lower delivery costs, results within 90 days, certified senior experts and long-term partnership.",
    heading: "The advantages that make the difference",
    intro:
      "World-class engineering from India at a fair price, delivered fast and backed by people who stay with you long after launch.",
  },
  "/roi-calculator": {
    title: "AI ROI Calculator",
    description:
      "Estimate the annual savings, ROI and payback period of AI across support, operations, reporting and marketing in seven short steps. Free, instant, no sign-up.",
    heading: "AI ROI calculator",
    intro: "Estimate the savings, ROI and payback of AI for your business in seven short steps.",
  },
  "/coi-calculator": {
    title: "Cost of Inaction Calculator",
    description:
      "See what waiting on AI costs your business each year: support, operations, reporting, innovation and churn losses, with a three-year projection you can print.",
    heading: "Cost of inaction calculator",
    intro: "See what waiting on AI costs your business each year, and over three years.",
  },
  "/resources/benchmarking": {
    title: "AI Benchmarking Against Your Peers",
    description:
      "Benchmark your support, operations, decision-making and innovation against industry peers in six steps and get a score, KPI comparison and a free report.",
    heading: "AI benchmarking",
    intro: "Compare your support, operations, decisions and innovation with industry peers in six steps.",
  },
  "/case-studies": {
    title: "Case Studies: Measured AI Results",
    description:
      "Six AI projects in manufacturing, finance, retail, healthcare, logistics and insurance, each with the challenge, what we built and the results measured.",
    heading: "Case studies",
    intro: "The numbers behind our AI projects: scrap cut, decisions sped up, queries answered and costs removed.",
  },
  "/resources": {
    title: "Free AI Resources and ROI Tools",
    description:
      "A free AI readiness assessment, ROI calculator, industry AI playbooks and a CEO's guide to AI, plus client stories of revenue growth and cost reduction.",
    heading: "Free resources",
    intro: "Assessments, calculators, playbooks and guides to plan your AI investments.",
  },
  "/resources/ai-readiness": {
    title: "AI Readiness Assessment",
    description:
      "Find out how ready your data, people and processes are for AI. Our four-step method, Assess, Strategy, Build, Scale, turns the answer into a practical plan.",
    heading: "AI readiness assessment",
    intro: "How ready are your data, people and processes for AI? Assess, Strategy, Build, Scale.",
  },
  "/resources/ai-strategy-roadmap": {
    title: "AI Strategy & Roadmap Consulting",
    description:
      "A phased AI strategy and roadmap for your business: discovery, prioritised use cases, a delivery plan and governance, built with your leadership team.",
    heading: "AI strategy and roadmap",
    intro: "A phased plan from discovery to governance, built with your leadership team.",
  },
  "/resources/industry-reports": {
    title: "AI Industry Reports for India",
    description:
      "In-depth AI adoption reports for healthcare, finance, retail, manufacturing, education and agriculture, with benchmarks, use cases and investment trends.",
    heading: "Industry reports",
    intro: "AI adoption research for healthcare, finance, retail, manufacturing, education and agriculture.",
  },
  "/knowledge-center": {
    title: "Knowledge Center: AI Guides",
    description:
      "Guides, case studies, whitepapers, webinars, tools and research on AI readiness, strategy and delivery, written by practitioners for business leaders.",
    heading: "Knowledge Center",
    intro: "Guides, research, webinars and tools on AI strategy and delivery, written by practitioners.",
  },
  "/get-started": {
    title: "Get Started: Book a Strategy Call",
    description:
      "Tell us about your business, choose the outcomes you care about and book a slot. A senior consultant will prepare a tailored plan for your strategy call.",
    heading: "Get started",
    intro: "Tell us about you, pick a focus and book a slot for your strategy call.",
  },
  "/services/consulting/data-audit": {
    title: "Data Audit & Quality Assessment",
    description:
      "An independent audit of your data quality, lineage and governance, with a prioritised fix list so your analytics and AI projects rest on data you can trust.",
    heading: "Data audit and quality assessment",
    intro: "An independent audit of data quality, lineage and governance, with a prioritised fix list.",
  },
  "/services/consulting/use-cases": {
    title: "AI Use-Case Identification",
    description:
      "Find the AI use cases with the highest return for your business: a five-step method scoring automation, analytics, personalisation and quality opportunities.",
    heading: "AI use-case identification",
    intro: "A five-step method to find the AI use cases with the highest return for your business.",
  },
  "/services/consulting/scoping-roi": {
    title: "Project Scoping & ROI Modeling",
    description:
      "A three-week scoping sprint that turns an AI idea into a blueprint, a budget and an ROI model your finance team can sign off.",
    heading: "Project scoping and ROI",
    intro: "A three-week sprint that turns an AI idea into a blueprint, a budget and an ROI model.",
  },
  "/services/consulting/future-market-insights": {
    title: "Future Market Insights",
    description:
      "Market and technology foresight for leadership teams: trend analysis, competitor moves and scenario planning that show where AI will change your industry next.",
    heading: "Future market insights",
    intro: "Trend analysis, competitor moves and scenarios that show where AI will change your market.",
  },
  "/services/dev/chatbots": {
    title: "Custom Chatbots & AI Agents",
    description:
      "Custom chatbots and AI agents that answer customers, qualify leads and complete tasks across web, WhatsApp and internal tools, grounded in your own knowledge.",
    heading: "Custom chatbots and agents",
    intro: "Chatbots and AI agents grounded in your own knowledge, on web, WhatsApp and internal tools.",
  },
  "/services/dev/automation": {
    title: "Workflow Automation with AI",
    description:
      "Automate approvals, data entry and hand-offs across your systems with AI-assisted workflows that log every step and escalate exceptions to people.",
    heading: "Workflow automation",
    intro: "AI-assisted workflows that remove data entry and hand-offs, and escalate exceptions to people.",
  },
  "/services/dev/idp": {
    title: "Intelligent Document Processing",
    description:
      "Extract data from invoices, contracts, forms and IDs with intelligent document processing that reaches high accuracy and routes uncertain cases for review.",
    heading: "Intelligent document processing",
    intro: "Read invoices, contracts and forms automatically, with uncertain cases routed for review.",
  },
  "/services/dev/genai": {
    title: "Generative AI App Integration",
    description:
      "Bring generative AI into your products and workflows safely: retrieval-augmented assistants, content generation and guardrails on the models you choose.",
    heading: "Generative AI app integration",
    intro: "Retrieval-augmented assistants and content generation with guardrails, on the models you choose.",
  },
  "/services/training/certifications": {
    title: "AI Certification Training",
    description:
      "Instructor-led AI certification tracks for engineers and analysts, from cloud AI fundamentals to machine learning specialty exams, with hands-on labs.",
    heading: "AI certification training",
    intro: "Instructor-led certification tracks with hands-on labs for engineers and analysts.",
  },
  "/services/training/tooling": {
    title: "AI Tooling Training",
    description:
      "Practical training on the AI tools your teams use every day: copilots, notebooks, vector databases and automation platforms, taught on your own use cases.",
    heading: "AI tooling training",
    intro: "Hands-on training on copilots, notebooks, vector databases and automation platforms.",
  },
  "/services/training/prompt-engineering": {
    title: "Prompt Engineering Training",
    description:
      "Prompt engineering workshops for business and technical teams: patterns, evaluation and safety practices to get reliable results from large language models.",
    heading: "Prompt engineering training",
    intro: "Workshops on prompt patterns, evaluation and safety for reliable results from LLMs.",
  },
  "/services/training/mlops": {
    title: "MLOps Training",
    description:
      "MLOps training for engineering teams: model versioning, CI/CD for machine learning, monitoring and drift detection, taught with production-grade tooling.",
    heading: "MLOps training",
    intro: "Versioning, CI/CD, monitoring and drift detection for machine learning in production.",
  },
  "/coming-soon": {
    title: "Coming Soon: New AI Solutions",
    description:
      "New AI solutions, custom implementation services, real-time analytics and premium support are launching soon. Leave your email to hear first.",
    heading: "Something new is coming",
    intro: "New solutions and services are launching soon. Leave your email to hear first.",
  },
  "/blog": {
    title: "Insights & Stories: The AI Blog",
    description:
      "Articles on AI strategy, case studies, industry trends and how-to guides from the consultants and engineers who deliver AI projects every day.",
    heading: "Insights & Stories",
    intro: "AI strategy, case studies, industry trends and how-to guides from our consultants and engineers.",
  },
  "/privacy": {
    title: "Privacy Notice: What We Keep",
    description:
      "What our Indore AI and IT services firm keeps when you use our calculators, forms, chat and e-mails, why we keep it, for how long, and how to have it erased.",
    heading: "Privacy notice",
    intro: "What we keep when you use this site, why, for how long, and how to have it erased.",
  },
  "/search": {
    title: "Search",
    description: "Search our services, business outcomes, calculators, resources and articles.",
    heading: "Search the site",
    intro: "Services, business outcomes, calculators, resources and articles.",
  },
};
