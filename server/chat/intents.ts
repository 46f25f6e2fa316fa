// What a visitor is asking about, recognised from the words and phrases visitors use for each page
// (which the page itself rarely says: "how do you run a project" is the approach page, "VAPT" is
// cybersecurity). Each intent points to one page; a question can match several.

export interface Intent {
  id: string;
  path: string;
  /** The document whose summary answers it, when not the page itself (`page:<path>`). */
  docId?: string;
  pattern: RegExp;
}

const AI = String.raw`(ai|a\.i\.|artificial intelligence|ml|machine learning)`;

export const INTENTS: readonly Intent[] = [
  // The company, how it works, why choose it.
  {
    id: "approach",
    path: "/our-approach",
    pattern:
      /\b(how (do|will|would) (you|your team) (run|manage|execute|deliver|handle|work|approach|do|start|scale|take)\b.{0,30}\b(projects?|engagements?|work|it)|(your|the) (process|methodology|methodologies|approach|framework|delivery model|way of working)\b|methodology|(phases|stages|steps) (of|in) (your|the|a) (project|delivery|engagement|approach|ai)|how many (phases|stages|steps)|from (strategy|idea|pilot|poc) to (production|scale)|after the (pilot|poc)|(pilot|poc)\b.{0,40}\b(production|scale|live)|(pilot|strategy|scale|optimi[sz]e) (phase|stage)|how long (does|will|is) (the|a|your) (pilot|project|engagement|implementation)|(pilot|poc) to (production|scale)|implementation process|project lifecycle|how do you work)/,
  },
  {
    id: "why-us",
    path: "/why-us",
    pattern:
      /\b(why (should|would|must|do) (we|i|anyone|someone|people) (choose|pick|select|hire|go (with|for)|work with|trust|prefer)|why (choose|pick|hire|select) (you|your)|what makes (you|your (company|team|firm))\b.{0,20}\b(different|special|unique|better|stand out)|(your|the) (advantages?|usp|strengths?|differentiators?|edge)\b|advantages? (over|of (choosing|working with)) |(how|why) (are|r) (you|u) (better|different|cheaper|faster|unique)|(cheaper|faster|more affordable) than|better than (others|other|tcs|infosys|wipro|accenture|competitors|big|freelancers?|agencies|in-?house)|(vs|versus|compared (to|with)) (tcs|infosys|wipro|accenture|hcl|big (it )?(firms|companies|players))|(tcs|infosys|wipro|accenture)\b|money ?back|guarantee)/,
  },
  {
    id: "about",
    path: "/about",
    pattern:
      /\b(about (your|the) (company|firm|team|organi[sz]ation|business)|who (are|r) (you|u)\b|who is behind|your (company|team|firm) (size|history|story|background|profile)|(team|company) size|how (big|large|old) is your|how many (people|employees|engineers|staff|developers)|years? of experience|how (many|long) years|when (were|was) (you|your company) (founded|started|established)|founders?|your (vision|mission|values)|company values)\b/,
  },
  {
    id: "get-started",
    path: "/get-started",
    pattern:
      /\b(how (do|can|should) (i|we) (start|begin|get started|proceed|engage|onboard)|get(ting)? started|first steps?|next steps?|onboarding|start (a|the|our) (project|engagement)|want to start)\b/,
  },
  {
    id: "services",
    path: "/services",
    pattern:
      /\b(what (all )?(services|solutions|offerings)|(list|range) of (your )?services|(services|solutions) (do|does) (you|your)|what (all )?(do|does) (you|your (company|firm|team))( guys| people| all)? (do|offer|provide|sell)|your (services|offerings|capabilities|expertise))\b/,
  },
  // Services.
  {
    id: "web",
    path: "/services/web",
    pattern:
      /\b(websites?|web ?sites?|web ?(apps?|applications?|portals?|development|developer|design)|portals?|landing pages?|e-?commerce|online (store|shop)|wordpress|shopify|next\.?js|react (site|app)|redesign|web page|webpage|dealer portal|customer portal|b2b portal)\b/,
  },
  {
    id: "mobile",
    path: "/services/mobile",
    pattern:
      /\b(mobile (apps?|applications?|development)|android|ios|iphone|play ?store|app ?store|react native|flutter|(phone|smartphone|native) apps?|apps? for (our |the )?(phones?|mobile|field|technicians|sales ?reps|drivers|customers))\b/,
  },
  {
    id: "cloud",
    path: "/services/cloud",
    pattern:
      /\b(cloud|aws|amazon web services|azure|gcp|google cloud|hosting|host (our|my)|servers?|migrat(e|ion)|devops|kubernetes|docker|infrastructure as code|terraform|uptime|data ?cent(er|re))\b/,
  },
  {
    id: "security",
    path: "/services/security",
    pattern:
      /\b(cyber ?security|security (audits?|testing|assessment|review|services)|vapt|pen(etration)? ?test(s|ing)?|pentest(s|ing)?|hack(ed|ers?|ing)?|vulnerabilit(y|ies)|firewall|iso ?27001|soc ?2|compliance|gdpr|malware|ransomware|phishing|secure our)\b/,
  },
  {
    id: "consulting",
    path: "/services/consulting",
    pattern:
      /\b(it consult(ing|ancy|ant)|technology consult(ing|ancy|ant)|tech consult(ing|ancy)|consult(ing|ancy) services|vendor selection|technology roadmap|it strategy|cto as a service|virtual cto)\b/,
  },
  {
    id: "ai-apps",
    path: "/services/ai-apps",
    pattern: new RegExp(
      String.raw`\b(${AI}[- ]?(powered|enabled|based) (apps?|applications?|software|products?)|computer vision|image recognition|(apps?|applications?) with ${AI}|natural language (processing)?|nlp)\b`,
    ),
  },
  {
    id: "ai-custom-apps",
    path: "/services/dev/apps",
    pattern: new RegExp(
      String.raw`\b(custom ${AI} (apps?|applications?|solutions?|software|models?)|recommendation (engines?|systems?)|recommender|demand forecast(ing)?|sales forecast(ing)?|copilots? for|predictive (models?|analytics)|machine learning models?)\b`,
    ),
  },
  {
    id: "api-integration",
    path: "/services/api-integration",
    pattern:
      /\b(integrat(e|ion|ions|ing)\b.{0,40}\b(crm|erp|tally|sap|salesforce|zoho|payment|razorpay|paytm|gateway|systems?)|(crm|erp|tally|sap|salesforce|zoho)\b.{0,40}\b(integrat(e|ion)|connect|sync|api)|payment gateway|razorpay|paytm|stripe|(connect|link|sync)\b.{0,30}\b(with|to|and)\b.{0,20}\b(our|my|the) (\w+ )?(system|systems|crm|erp|software|apps?|portal))\b/,
  },
  {
    id: "api-development",
    path: "/services/dev/api",
    pattern:
      /\b(api development|(need|want|build|create|develop|expose)( an| a| our| the)? (apis?|api layer)\b|rest(ful)? apis?|rest and graphql|graphql|webhooks?|event[- ]driven|third[- ]party (apis?|integrations?)|api (design|versioning|documentation))\b/,
  },
  {
    id: "ai-integration",
    path: "/services/dev/api-integration",
    pattern: new RegExp(
      String.raw`\b((connect|plug|integrate|add)\b.{0,20}\b(${AI}|llm|gpt|model)s?\b.{0,30}\b(into|to|with|in)\b.{0,20}\b(crm|erp|helpdesk|help desk|data warehouse|systems?|tools?)|${AI} integration|integrat(e|ing) ${AI})\b`,
    ),
  },
  // AI development.
  {
    id: "chatbots",
    path: "/services/dev/chatbots",
    pattern:
      /\b(chat ?bots?|bots?|ai agents?|agents? (for|that|which)|virtual (assistant|agent)s?|conversational (ai|assistant)|whatsapp (bot|assistant|agent|automation)|customer (support|service) (bot|assistant|automation|agent)|answer(s|ing)? (customer|our customers'?) (queries|questions))\b/,
  },
  {
    id: "automation",
    path: "/services/dev/automation",
    pattern:
      /\b(workflow|workflows|automat(e|ed|ing) (approvals?|data entry|hand-?offs|processes|tasks|back ?office|reports?|emails?|operations|it|this|that|our)|(process|business|back ?office|task|rpa) automation|rpa|manual (data entry|work|process(es)?|tasks?)|manually (enter|enters|entering|type|types|typing|key|copy|update)|data entry|approvals?)\b/,
  },
  {
    id: "idp",
    path: "/services/dev/idp",
    pattern:
      /\b(invoices?|documents? (processing|ai|extraction|automation)|(intelligent|automated) document|idp|ocr|scanned|pdfs?|kyc|aadhaa?r|pan cards?|contracts?|forms? (processing|extraction|data)|extract(ing|ion)? (data|text|fields)|read (documents|invoices|forms)|purchase orders?|handwrit(ten|ing)|(files|paperwork|applications) (take|processing)|loan (files|applications|processing)|(read|scan|digiti[sz]e)\b.{0,30}\b(forms?|documents?|papers?|records)|(purchase|vendor|supplier) (bills|invoices)|receipts?)\b/,
  },
  {
    id: "genai",
    path: "/services/dev/genai",
    pattern:
      /\b(gen ?ai|generative ai|llms?|large language models?|gpt|chatgpt|openai|gemini|claude|llama|rag|retrieval[- ]augmented|content generation|generate content|guardrails|fine[- ]tun(e|ing)|knowledge (assistant|base assistant)|ai assistant on (our )?(internal )?(documents|docs|data))\b/,
  },
  // Consulting.
  {
    id: "data-audit",
    path: "/services/consulting/data-audit",
    pattern:
      /\b(data (quality|audit|lineage|governance|cleanup|cleaning|health)|audit (our|my) data|is (our|my) data (good|ready|clean|enough)|(quality of|trust) (our|my) data|dirty data)\b/,
  },
  {
    id: "use-cases",
    path: "/services/consulting/use-cases",
    pattern:
      /\b(use[- ]?cases?|where (can|should|to) (we |i )?(use|apply|start with) (ai|ml)|(ai|ml) opportunit(y|ies)|highest (return|roi|value)|prioriti[sz](e|ing|ation)\b.{0,30}\b(ideas|use[- ]?cases|projects|opportunities|initiatives)|value (and|vs|versus) feasibility|which (ai|processes|areas)\b.{0,30}\b(automate|ai|first)|what can ai do for)\b/,
  },
  {
    id: "scoping-roi",
    path: "/services/consulting/scoping-roi",
    pattern:
      /\b(scop(e|ing) (it|the|our|an?|this)|(project )?scoping|roi model|business case|blueprint|(budget|estimate) for (an?|our) (ai )?(idea|project)|(feasibility|discovery) (study|sprint|phase)|proof of concept budget|cfo|finance team)\b/,
  },
  {
    id: "market-insights",
    path: "/services/consulting/future-market-insights",
    pattern:
      /\b(market (research|insights?|intelligence|analysis|trends?)|trend analysis|industry trends?|competitor (analysis|moves|research)|competitive (analysis|landscape)|scenario planning|foresight|future of (ai|our industry)|(where|how) (is )?(ai|technology|the market|our industry)\b.{0,20}\bheading|next (\d+|few|five|ten) years)\b/,
  },
  {
    id: "strategy",
    path: "/resources/ai-strategy-roadmap",
    pattern:
      /\b((ai|digital|data) (strategy|roadmap|transformation)|(strategy|roadmap) for (ai|our|the board)|road ?map|ai governance plan|(ai|digital|data|technology) (plan|planning)|(\d+|two|three|five)[- ]year (ai |digital |technology )?plan)\b/,
  },
  {
    id: "readiness",
    path: "/resources/ai-readiness",
    pattern:
      /\b((ai|data) readiness|ready for (ai|ml)|readiness assessment|assess(ing|ment)? (our|my) (readiness|maturity|ai)|(ai )?maturity (assessment|level)|how ready)\b/,
  },
  // Training.
  {
    id: "prompt-engineering",
    path: "/services/training/prompt-engineering",
    pattern:
      /\b(prompt(ing)? (engineering|writing|training|workshops?|patterns)|prompts? for (our|my|the) (team|staff)|(writing|write|better|good|effective) prompts|workshops?\b.{0,40}\bprompts?)\b/,
  },
  {
    id: "mlops",
    path: "/services/training/mlops",
    pattern: /\b(ml ?ops|model (monitoring|versioning|deployment)|ci\/?cd for (ml|machine learning)|drift detection)\b/,
  },
  {
    id: "certifications",
    path: "/services/training/certifications",
    pattern:
      /\b(certifications?|certified|certificate courses?|(aws|azure|google cloud) (ai|ml|machine learning) (exam|certification)|exam prep(aration)?|(ai|ml) (courses?|classes|training programs?)|conduct (classes|courses|training))\b/,
  },
  {
    id: "tooling",
    path: "/services/training/tooling",
    pattern:
      /\b((training|train|upskill|teach)\b.{0,40}\b(copilots?|notebooks?|vector databases?|automation platforms?|ai tools)|(copilot|ai tools?|vector database) training|github copilot|microsoft copilot)\b/,
  },
  // Calculators and tools.
  {
    id: "roi-calculator",
    path: "/roi-calculator",
    pattern:
      /\b(roi calculator|\broi\b.{0,40}\b(tool|calculat\w*|estimat\w*)|(measure|measuring|calculate|calculating|estimate|estimating|check|know|see|find out) (the |our |my )?roi|calculat(e|or|ing)\b.{0,40}\b(roi|savings?|payback|return)|(estimate|work out)\b.{0,20}\b(savings|payback|roi)|payback (period|time)|savings calculator)\b/,
  },
  {
    id: "coi-calculator",
    path: "/coi-calculator",
    pattern:
      /\b(cost of (inaction|waiting|delay|not (adopting|using|doing))|coi calculator|(don'?t|do not|not|without) (adopt|adopting|use|using|start|starting|invest in|investing in) (ai|it)|(lose|losing|loss|losses)\b.{0,30}\b(not|without|by waiting|delay)|(delay|delaying|postpone|postponing)\b.{0,20}\b(ai|adoption)|(if|when) we (wait|delay)|what (does|will) (it|waiting) cost (us|me) (if|to wait)|cost us if we)\b/,
  },
  {
    id: "benchmarking",
    path: "/resources/benchmarking",
    pattern:
      /\b(bench ?mark(s|ing)?|compare (us|ourselves|our (company|team|business|support|operations))|how do we compare|(against|with) (industry )?(peers|competitors|other companies)|peer comparison|industry average)\b/,
  },
  // Proof and resources.
  {
    id: "case-studies",
    path: "/case-studies",
    pattern:
      /\b(case stud(y|ies)|success stor(y|ies)|client stor(y|ies)|results (you|your clients) (got|achieved|delivered)|references?|testimonials?|proof (that|of))\b/,
  },
  {
    id: "portfolio",
    path: "/portfolio",
    pattern:
      /\b(portfolio|(previous|past|earlier|your|recent|sample) (work|projects)|work samples|examples of (your )?work|projects (you|u) (have )?(done|delivered|built)|(which|what|your) clients|clients (you|u) (have )?(worked|work) with|who have you worked with)\b/,
  },
  {
    id: "industry-reports",
    path: "/resources/industry-reports",
    pattern:
      /\b(industry reports?|(ai )?reports? (for|on) (healthcare|finance|retail|manufacturing|education|agri)|research reports?|whitepapers? on (healthcare|finance|retail))\b/,
  },
  {
    id: "resources",
    path: "/resources",
    pattern:
      /\b(free (resources?|guides?|tools?|playbooks?|ebooks?|downloads?)|resources|playbooks?|e-?books?|ceo'?s guide)\b/,
  },
  {
    id: "knowledge-center",
    path: "/knowledge-center",
    pattern: /\b(knowledge (center|centre|base|hub)|guides?|whitepapers?|webinars?|templates?|checklists?)\b/,
  },
  {
    id: "blog",
    path: "/blog",
    pattern: /\b(blogs?|articles?|posts|insights (and|&) stories|newsletter)\b/,
  },
  // Outcomes.
  {
    id: "revenue",
    path: "/increase-revenue",
    pattern:
      /\b((increase|grow|boost|improve|more|higher) (our |my )?(revenue|sales|income|turnover|conversions?)|revenue growth|dynamic pricing|churn|upsell|cross-?sell|sales assistants?)\b/,
  },
  {
    id: "reduce-costs",
    path: "/reduce-costs",
    pattern:
      /\b((reduce|cut|lower|save|saving|bring down|decrease|minimi[sz]e) (our |my |the )?(operating |operational )?(costs?|expenses|spend|money)|(reduce|cut|lower|save|bring down|decrease|minimi[sz]e)\b.{0,40}\b(costs?|wastage|waste|expenses|scrap)|wastage|cost (reduction|savings|cutting)|predict(ive|ing)? (the )?maintenance|maintenance (prediction|forecasting))\b/,
  },
  {
    id: "efficiency",
    path: "/improve-efficiency",
    pattern:
      /\b(efficien(cy|t)|productivity|productive|(speed|streamline|faster|improve) (up )?(our |the )?(operations|processes|service)|knowledge assistants?|workflow orchestration)\b/,
  },
  {
    id: "customer-experience",
    path: "/enhance-customer-experience",
    pattern:
      /\b(customer experience|\bcx\b|personali[sz](e|ation|ed)|customer satisfaction|csat|nps|sentiment (analysis|analytics)|omnichannel|delight (our )?customers)\b/,
  },
  {
    id: "decisions",
    path: "/accelerate-decisions",
    pattern:
      /\b((faster|better|quicker|data[- ]driven|smarter) decisions?|decision[- ]making|business intelligence|\bbi\b|dashboards?|anomaly detection|forecasting|real[- ]time analytics|power ?bi|tableau)\b/,
  },
];

export interface IntentMatch {
  intent: Intent;
  /** Where in the question it matched: earlier words usually name the main subject. */
  at: number;
}

/** The page intents a (normalized) question matches, in order of appearance. */
export function matchIntents(question: string): IntentMatch[] {
  return INTENTS.flatMap((intent) => {
    const m = intent.pattern.exec(question);
    return m ? [{ intent, at: m.index }] : [];
  }).sort((a, b) => a.at - b.at);
}
