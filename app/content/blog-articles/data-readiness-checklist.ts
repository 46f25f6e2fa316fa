import type { BlogArticleSeed } from "../blog-article";

export const dataReadinessChecklist: BlogArticleSeed = {
  id: 5,
  slug: "data-readiness-checklist",
  title: "The Data Readiness Checklist: 12 Questions to Answer Before You Build AI",
  seoTitle: "Data Readiness Checklist for AI",
  excerpt:
    "Poor data, not poor algorithms, is the main reason AI projects stall. Twelve questions across availability, quality, access and governance that tell you whether your data is ready.",
  category: "AI Insights",
  featured: false,
  imageAlt: "Abstract grid of data cells with highlighted checks on an indigo gradient",
  tags: ["Data Quality", "AI Readiness", "Data Governance", "Data Engineering"],
  author: "Priya Nair",
  publishDate: "2026-01-13",
  content: `When an AI project misses its deadline, the explanation is usually found in the data: a field that turned out to be free text, a history that only goes back eight months, labels that three teams define differently, or a system the project team cannot get access to. None of these problems is hard to detect. They are simply detected too late.

We use the twelve questions below at the start of every engagement. Answer them for one specific use case, not for the organisation as a whole. Data can be ready for demand forecasting and nowhere near ready for customer churn prediction.

## Availability

1. Does the data needed for this use case exist today? List every input the model or assistant would need and the system each one comes from. Any input that is "captured on paper" or "in someone's spreadsheet" is a project risk, not a detail.

2. Is there enough history? Forecasting usually needs at least two full seasonal cycles. Classification needs enough examples of the rare outcomes you care about, such as defects, fraud or churn, and not just the common ones.

3. Is the outcome recorded? Supervised models learn from known results. If nobody records whether a lead converted, why a claim was rejected or which defect a part had, you need a labelling effort before you can train anything.

## Quality

4. How complete are the key fields? Profile the data and measure the percentage of missing values for each field the use case depends on. As a rule of thumb, fields that are more than 20% empty need a plan before they can be relied on.

5. Are definitions consistent? Check that "customer", "order date" and "active" mean the same thing in every source. Mismatched definitions create errors that look like model problems.

6. Can records be joined reliably? Many use cases combine data from two or more systems. Test the join on a real sample and measure how many records fail to match. Missing or inconsistent customer and product identifiers are the most common culprits.

7. Is the data representative of today? A model trained on data from before a new product line, pricing change or process redesign will struggle in production. Make sure the training period reflects current operations.

## Access and infrastructure

8. Can the project team get access within two weeks? Approvals, VPN accounts and data extracts often take longer than model building. Start these requests on day one and escalate early.

9. Can the data be refreshed automatically? A one-time extract is fine for a pilot. Production needs a repeatable pipeline with a clear refresh frequency and an owner who is alerted when it breaks.

10. Is there somewhere suitable to process it? Confirm where the data will be stored and processed, whether that location meets your security standards, and whether any data must stay within India or within your own infrastructure.

## Governance

11. Are you allowed to use the data for this purpose? Personal data collected for one purpose cannot automatically be reused for another. Under India's Digital Personal Data Protection Act, 2023, purpose and consent matter. Involve your legal or privacy team early and document the basis for use.

12. Is there a named owner for each dataset? Someone must be accountable for definitions, quality issues and access decisions. Without an owner, quality problems found by the project team have nowhere to go.

## Scoring the answers

Give each question a simple rating: green if the answer is yes with evidence, amber if it is partly true or unverified, red if the answer is no. Any red in questions 1 to 3 or 11 should pause the project until it is resolved, because it affects whether the use case is possible at all. Ambers can usually be handled inside the project plan, provided each has an owner and a date.

In our experience, a use case with nine or more greens reaches a working pilot in weeks. One with several reds needs a data foundation phase first. That is not a failure; it is the cheapest possible time to find out.

## Turning the checklist into action

Run the checklist in a two-hour workshop with the business owner, a data engineer and someone who knows the source systems well. Record the evidence for each answer, not just the rating. The output becomes the first section of your project charter and a realistic basis for the timeline.`,
};
