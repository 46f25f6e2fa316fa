import type { BlogArticleSeed } from "../blog-article";

export const ninetyDayAiPilotPlaybook: BlogArticleSeed = {
  id: 1,
  slug: "ninety-day-ai-pilot-playbook",
  title: "The 90-Day AI Pilot Playbook: From Idea to Production Decision",
  seoTitle: "The 90-Day AI Pilot Playbook",
  excerpt:
    "Most AI pilots do not fail on technology. They fail because nobody agreed what success looks like. Here is the week-by-week plan we use to reach a clear go/no-go decision in 90 days.",
  category: "How-To Guides",
  featured: true,
  imageAlt: "Abstract timeline with three milestones on a blue gradient",
  tags: ["AI Strategy", "Pilots", "Project Management", "ROI"],
  author: "Ananya Sharma",
  publishDate: "2026-03-12",
  content: `Ninety days is long enough to prove that an AI use case works on real data and short enough to keep executive attention. It is also the point at which most stalled pilots quietly lose their sponsor. The playbook below is the structure we use with clients across manufacturing, financial services and retail. It is deliberately simple: three phases of four weeks, each ending with a decision.

## Before day one: pick the right problem

A good pilot candidate has four properties. It addresses a cost or revenue line someone already tracks. The data exists today, even if it is messy. A small team can act on the output without changing five other systems. And there is a named business owner who will still care in three months. Invoice matching, demand forecasting for a product family, first-line customer query handling and visual inspection on one production line all fit. "Use AI to transform customer experience" does not.

Write a one-page charter before any code is written. It should state the problem, the current baseline (for example, 14 minutes average handling time per claim, or 4.2% scrap rate), the target improvement, the owner, the data sources and the decision criteria for scaling or stopping. If the baseline cannot be measured, measuring it becomes the first deliverable.

## Weeks 1-4: data and feasibility

The first month is about evidence, not models. Extract a representative sample of the data, typically three to twelve months of history, and profile it. How complete is it? Are the labels trustworthy? Can the fields the model needs be joined reliably? In roughly a third of our engagements this phase surfaces a data gap that changes the scope, and finding it in week three is far cheaper than finding it in month six.

By the end of week four you should have a cleaned dataset, a simple baseline (often a rules-based approach or last year's average), and a first model that beats it on a held-out test set. The phase gate question is straightforward: is there a credible signal, and is the data good enough to continue? If not, stop or re-scope. Stopping here is a success, because it costs a fraction of a failed deployment.

## Weeks 5-8: build the thin slice

The second month turns a notebook into something people can use. Build the thinnest end-to-end slice: data ingestion, the model or prompt pipeline, a simple interface or integration, and logging. Resist the urge to polish. A shared dashboard or a button inside the existing system is usually enough.

Two practices matter most here. First, put the tool in front of five to ten real users by week six and watch them use it. Their feedback on trust, speed and edge cases is worth more than another point of accuracy. Second, agree the evaluation method with the business owner now: which metric, measured how, compared against which period. For generative AI use cases this means a fixed evaluation set of real questions with approved answers, scored before every release.

## Weeks 9-12: prove value in operation

The final month runs the slice in live conditions with a defined group of users, ideally alongside a comparable control group. Track the business metric from the charter, not just model accuracy. Also track adoption: how many eligible cases actually went through the AI path? A model that is 95% accurate but used on 20% of cases delivers little.

In parallel, prepare the scale-up case. Estimate the run cost (infrastructure, licences, monitoring, support), the effort to integrate properly, and the change management needed for the wider rollout. Review security and data protection obligations with your risk team before, not after, the decision meeting.

## The day-90 decision

The pilot ends with one meeting and three possible outcomes. Scale: the target was met, the economics work, and there is a funded plan for production. Iterate: the signal is real but one specific gap remains, with a time-boxed extension of no more than six weeks. Stop: the value is not there, and the lessons are documented for the next candidate.

Teams that follow this structure rarely end up in "pilot purgatory", because every phase forces a decision with evidence behind it. If you would like help choosing your first candidate or reviewing a pilot that has stalled, our consultants run a free 30-minute assessment call.`,
};
