import type { BlogArticleSeed } from "../blog-article";

export const pithampurComputerVisionCaseStudy: BlogArticleSeed = {
  id: 3,
  slug: "pithampur-computer-vision-case-study",
  title: "Case Study: How a Pithampur Auto-Components Maker Cut Scrap by 31% with Computer Vision",
  seoTitle: "Computer Vision Cuts Scrap by 31%",
  excerpt:
    "A mid-sized supplier near Indore moved from manual visual checks to camera-based inspection on two machining lines. Scrap fell from 4.2% to 2.9% and the project paid back in about seven months.",
  category: "Case Studies",
  featured: true,
  imageAlt: "Abstract production line with inspection camera beams on a teal gradient",
  tags: ["Manufacturing", "Computer Vision", "Quality", "ROI"],
  author: "Rohan Mehta",
  publishDate: "2026-02-10",
  content: `Our client is a family-owned auto-components manufacturer in the Pithampur industrial area near Indore, supplying machined aluminium and cast-iron parts to two-wheeler and commercial-vehicle manufacturers. The company asked us not to publish its name; the numbers below are from its own production and finance records.

## The problem

The plant runs two high-volume machining lines producing around 2.4 million parts a year. Final inspection was visual: trained inspectors checked every part under bench lights for porosity, burrs, thread damage and surface dents. Across three shifts, consistency was hard to maintain. The internal scrap rate stood at 4.2%, and defective parts that escaped inspection were generating customer complaints of about 1,150 parts per million, with sorting charges and chargebacks from two major customers.

The bigger issue was timing. Defects were found at the end of the line, often hours after the machine condition that caused them. By then a whole batch could be affected.

## What we built

We started with a two-week assessment on the shop floor, mapping the defect types, their frequency and their cost. Four defect classes accounted for more than 85% of scrap value, so the project focused on those.

The solution has three parts. First, an inspection cell at the end of each line with industrial cameras and controlled lighting that captures each part from four angles in about 2.4 seconds, within the existing cycle time. Second, defect-detection models running on an edge computer in each cell, so inspection continues even if the plant network goes down. Third, a dashboard that links every defect to its line, machine, shift, tool and time, with alerts to the line supervisor when a defect type starts rising on a particular machine.

Training data came from the plant itself. Over five weeks, inspectors labelled roughly 18,000 images using a simple tablet tool, which also built their trust in the system. Parts the model is unsure about are routed to a human review station rather than rejected automatically.

## Results after six months

On the held-out test set, the system detects 97.8% of critical defects, and its false-reject rate is 1.6%. Those parts go to human review, not to scrap. But the larger gain came from the alerts rather than the inspection itself.

Because defects are now traced to a machine within minutes, supervisors adjust tool offsets and replace worn inserts before a whole batch is affected. The internal scrap rate fell from 4.2% to 2.9%, a 31% reduction. Customer complaints fell from about 1,150 to 380 parts per million, and sorting charges from one major customer stopped altogether. Six inspectors were redeployed to in-process quality checks and supplier quality work, and no roles were cut.

## The economics

The total investment was about Rs 1.1 crore, covering cameras, lighting, edge hardware, software, integration with the plant's production records, and our delivery team. Annual benefits, as calculated by the client's finance team, come to roughly Rs 1.9 crore: about Rs 59 lakh from reduced scrap, Rs 72 lakh from fewer customer sorting charges and chargebacks, Rs 38 lakh from redeployed inspection and rework effort, and Rs 21 lakh from premium freight no longer needed to replace rejected shipments. That gives a payback period of about seven months.

## What made it work

Three things stood out. The plant head owned the project personally and reviewed progress weekly. The inspectors who labelled the images became the system's strongest supporters, because they could see it learning from their judgement. And we defined success in rupees from the start, so the decision to extend the system to a third line took one meeting.

## What comes next

The client is now using the defect history to predict tool wear, with the aim of scheduling insert changes before quality drifts. A third line, for a new electric two-wheeler component, is due to go live next quarter.

If you run a manufacturing operation and want to know whether computer-vision inspection would pay back for your lines, our team can assess your defect data and give you an estimate within two weeks.`,
};
