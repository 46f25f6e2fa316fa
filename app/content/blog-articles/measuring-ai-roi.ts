import type { BlogArticleSeed } from "../blog-article";

export const measuringAiRoi: BlogArticleSeed = {
  id: 4,
  slug: "measuring-ai-roi",
  title: "Measuring AI ROI: A Framework Your CFO Will Accept",
  seoTitle: "Measuring AI ROI for Your CFO",
  excerpt:
    "Hours saved is not a financial benefit until someone decides what to do with those hours. How to build a baseline, count the full cost and report AI returns in terms finance teams trust.",
  category: "Business",
  featured: false,
  imageAlt: "Abstract bar chart with a rising line on an emerald gradient",
  tags: ["ROI", "AI Strategy", "Finance", "Business Case"],
  author: "Karan Malhotra",
  publishDate: "2026-01-27",
  content: `Almost every AI business case promises a return. Far fewer are still believed a year later. The gap is rarely the technology; it is the way benefits are estimated and reported. When finance teams look at an AI initiative, they ask the same questions they ask of any investment: compared with what, measured how, and realised where in the accounts? This framework helps you answer them.

## Start with a baseline you can defend

A return is a difference between two states, so the first task is to measure the current one. Pick the two or three metrics the use case is meant to move, such as cost per invoice processed, forecast error, first-contact resolution or days sales outstanding, and measure them over a representative period before anything changes. Three months is a sensible minimum for processes with seasonal variation. Record how the numbers were produced so the same method can be repeated after launch.

If the baseline cannot be measured, say so and make measuring it part of the project. An estimate built on a guessed baseline will be challenged at the first review.

## Classify benefits by how they reach the P&L

We group benefits into four types, because each needs different evidence.

Hard cost reduction is money that stops being spent: lower outsourcing fees, fewer temporary staff, reduced scrap, lower cloud or licence bills. It is the easiest to verify and the most persuasive.

Capacity release is time freed up, such as analysts spending four fewer hours a week on reconciliations. It only becomes a financial benefit when the capacity is redeployed to measurable work or avoids a planned hire. Report it honestly as capacity until that happens.

Revenue impact includes higher conversion, better retention, larger basket sizes or faster time to market. Attribute it with a control group or a staged rollout wherever possible, because many other factors move revenue.

Risk reduction covers fewer compliance breaches, lower fraud losses or reduced downtime. Value it using expected loss: the probability of the event multiplied by its cost, before and after.

## Count the full cost

Build cost is typically less than half of the three-year total. Include data preparation and integration, infrastructure and model usage fees, software licences, monitoring and retraining, security and compliance reviews, support, and the time of business experts who test and train the system. For generative AI, model usage grows with adoption, so model the cost at expected volumes rather than pilot volumes.

Change management also has a cost. Training, process redesign and the temporary productivity dip during rollout are real, and leaving them out is one of the most common reasons benefits arrive later than planned.

## Use ranges, not single numbers

Present conservative, expected and optimistic scenarios, with the assumptions behind each stated in plain language: adoption rate, accuracy, volume, and the date benefits start. Calculate payback period and three-year net present value for each scenario. A case that only works in the optimistic scenario is a research project, and it is better to fund it as one.

## Track realised value after launch

Agree before launch who will report the benefit, from which system, and how often. A simple quarterly benefits register works well: each line shows the metric, baseline, current value, financial impact and the evidence source. Track adoption alongside it, because a model used on 30% of eligible cases will deliver 30% of the promised value at best.

Review the register with finance, not just with the project team. When finance has helped define the measurement, it will defend the results later.

## A worked example

A distributor automated the matching of supplier invoices to purchase orders. The baseline was 11 minutes of manual effort per invoice across 22,000 invoices a month. After rollout, 78% of invoices matched automatically, and exceptions took 6 minutes each. The finance team counted only two benefits as hard savings: a temporary staffing contract that was not renewed and early-payment discounts captured because invoices were approved faster. The remaining time released was reported as capacity and assigned to supplier reconciliation work. The resulting case was smaller than the first draft, and it was approved in one meeting.

## The bottom line

Credible AI ROI comes from a measured baseline, honest classification of benefits, full costs and regular tracking. It is less exciting than a headline multiple, but it is what keeps a programme funded after the first year.`,
};
