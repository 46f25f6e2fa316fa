import { contactLink } from "./links";
import type { TrainingContent } from "./types";

export const trainingCertifications: TrainingContent = {
  hero: {
    badge: "Training: AI Certifications",
    actions: [
      {
        label: "Enquire About Dates",
        to: contactLink("IT Consultancy", "I'd like dates and pricing for AI certification training for my team."),
      },
      { label: "Get Started", to: "/get-started" },
    ],
  },
  facts: {
    audience: "Software engineers, data analysts and cloud engineers preparing for vendor AI certifications.",
    format: "Instructor-led live sessions, online or at your office, with hands-on cloud labs.",
    duration: "6 weeks, two 3-hour sessions a week (36 hours)",
    groupSize: "8 to 20 participants",
  },
  curriculum: {
    title: "Curriculum",
    intro: "Mapped to the Azure AI Engineer, AWS Machine Learning and Google Cloud ML Engineer exam guides.",
    modules: [
      {
        title: "AI and machine learning foundations",
        hours: 6,
        topics: ["Supervised and unsupervised learning", "Model evaluation metrics", "Responsible AI principles"],
      },
      {
        title: "Cloud AI services",
        hours: 8,
        topics: [
          "Vision, language and speech APIs",
          "Azure AI, AWS and Google Cloud compared",
          "Security and cost controls",
        ],
      },
      {
        title: "Building and training models",
        hours: 8,
        topics: ["Data preparation and feature engineering", "Managed training and tuning", "Deploying endpoints"],
      },
      {
        title: "Generative AI on the cloud",
        hours: 6,
        topics: ["Foundation models and prompt flows", "Retrieval-augmented generation", "Content safety"],
      },
      {
        title: "Exam preparation",
        hours: 8,
        topics: ["Two full practice exams", "Review of weak areas", "Exam-day strategy"],
      },
    ],
  },
  outcomes: {
    title: "After the course your team can",
    items: [
      "Sit the chosen certification exam with confidence",
      "Choose the right cloud AI service for a business problem",
      "Train, deploy and monitor a model on a managed platform",
      "Apply responsible AI and security practices to their work",
    ],
  },
  cta: {
    title: "Certify your team in AI",
    description: "Tell us the certification and team size. We will send dates, pricing and a skills pre-check.",
    primary: {
      label: "Request a Training Proposal",
      to: contactLink("IT Consultancy", "Please send a proposal for AI certification training. Team size: "),
    },
    secondary: { label: "Get Started", to: "/get-started" },
  },
};
