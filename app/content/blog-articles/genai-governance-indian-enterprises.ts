import type { BlogArticleSeed } from "../blog-article";

export const genaiGovernanceIndianEnterprises: BlogArticleSeed = {
  id: 6,
  slug: "genai-governance-indian-enterprises",
  title: "GenAI Governance for Indian Enterprises: Policies, Guardrails and the DPDP Act",
  seoTitle: "GenAI Governance and the DPDP Act",
  excerpt:
    "Banning generative AI does not work and unmanaged use is a risk. A practical governance model that lets teams use GenAI safely, aligned with India's data protection law.",
  category: "Expert Insights",
  featured: false,
  imageAlt: "Abstract shield shape over layered panels on a dark blue gradient",
  tags: ["Generative AI", "Governance", "Data Privacy", "Compliance"],
  author: "Neha Deshpande",
  publishDate: "2025-12-18",
  content: `In most organisations we work with, generative AI is already in use, whether or not there is a policy. Employees paste customer emails into public chat tools to draft replies, developers use coding assistants, and marketing teams generate copy. Blocking these tools tends to push usage onto personal devices, where there is no visibility at all. The better approach is a governance model that makes the safe path the easy path.

## Principles before policies

Start with a short set of principles that the leadership team signs off: people remain accountable for decisions and content produced with AI; confidential and personal data is only used in approved tools; AI-generated output is reviewed before it reaches customers or regulators; and use is transparent, so customers know when they are talking to an AI assistant. These principles become the test for every later decision.

## Classify use cases by risk

Not every use of GenAI needs the same scrutiny. We recommend three tiers.

Low risk covers internal productivity with no personal or confidential data, such as drafting generic content, summarising public information or brainstorming. Approved tools can be used freely after basic training.

Medium risk covers internal use with confidential business data, such as summarising contracts, analysing sales data or answering employee questions from internal policies. These need an approved enterprise tool with contractual data protections, access controls and logging.

High risk covers anything that affects customers, employees' rights or regulated decisions: customer-facing assistants, credit or hiring support, medical or legal content. These need a formal review, documented testing, human oversight and monitoring in production.

## Align with the DPDP Act

India's Digital Personal Data Protection Act, 2023 applies whenever personal data is processed, and GenAI systems process a great deal of it. Several obligations are directly relevant.

Purpose limitation and consent: personal data collected for one purpose, such as servicing a loan, should not be repurposed to train or prompt a model for something unrelated without a valid basis. Review the notices and consents behind every dataset you plan to use.

Security safeguards: organisations must take reasonable security safeguards to prevent personal data breaches, and the Act allows penalties of up to Rs 250 crore for failing to do so. For GenAI, that includes controlling what is sent to external model providers, where it is processed and how long it is retained.

Rights of individuals: people can ask to access, correct and erase their data. Design systems so that personal data is not locked inside model weights and that logs and vector indexes can be searched and purged.

Vendors: when a model provider processes personal data on your behalf, you remain responsible. Contracts should cover data use for training, retention, location, sub-processors and breach notification. Remember that cyber incidents also carry reporting duties under CERT-In directions.

## Put guardrails into the technology

Policies work best when the platform enforces them. Provide an approved internal assistant so employees have a safe alternative to public tools. Route all model calls through a gateway that handles authentication, logging, redaction of personal identifiers and rate limits. For retrieval systems, enforce document permissions at query time. Test customer-facing assistants against prompt injection, harmful content and off-topic requests before launch, and keep an evaluation set that is re-run with every change.

## Assign clear ownership

A governance model needs owners. We typically see a small AI council with representatives from technology, risk, legal, data protection and the business, meeting monthly to approve high-risk use cases and review incidents. Each deployed system has a named business owner responsible for its outcomes and a technical owner responsible for its operation. A simple register of AI systems, their risk tier, data sources, owners and review dates gives auditors and the board the visibility they expect.

## Train people, then measure

Short, role-specific training is more effective than a long policy document. Show employees which tools are approved, what data they may use, and how to check output. Then measure adoption of approved tools and the number of incidents or near misses, and adjust the rules where they are creating friction without reducing risk.

## Where to begin

If you are starting from scratch, a workable first version takes six to eight weeks: agree principles, publish an acceptable-use policy, approve one enterprise tool, set up the register and review process, and train the first wave of users. Governance then evolves alongside your use cases, rather than blocking them.`,
};
