import { contactLink } from "./links";
import type { TrainingContent } from "./types";

export const trainingMlops: TrainingContent = {
  hero: {
    badge: "Training: MLOps",
    actions: [
      {
        label: "Enquire About Dates",
        to: contactLink("IT Consultancy", "I'd like dates and pricing for MLOps training for my team."),
      },
      { label: "Get Started", to: "/get-started" },
    ],
  },
  facts: {
    audience: "Machine learning engineers, data scientists and DevOps engineers who run models in production.",
    format: "Lab-based bootcamp on a shared cloud environment, online or on site, with a capstone project.",
    duration: "5 weeks, two 3-hour sessions a week (30 hours)",
    groupSize: "6 to 15 participants",
  },
  curriculum: {
    title: "Curriculum",
    intro: "Every participant takes one model from notebook to monitored production service.",
    modules: [
      {
        title: "From notebook to pipeline",
        hours: 6,
        topics: [
          "Project structure and packaging",
          "Data and model versioning with DVC and MLflow",
          "Reproducible training",
        ],
      },
      {
        title: "CI/CD for machine learning",
        hours: 6,
        topics: [
          "Automated tests for data and models",
          "Build pipelines with GitHub Actions",
          "Model registry and approvals",
        ],
      },
      {
        title: "Serving and scaling",
        hours: 6,
        topics: ["Batch and real-time serving", "Containers and Kubernetes", "Cost and latency tuning"],
      },
      {
        title: "Monitoring and drift",
        hours: 6,
        topics: ["Performance and data-drift metrics", "Alerting and dashboards", "Automated retraining triggers"],
      },
      {
        title: "Capstone project",
        hours: 6,
        topics: ["End-to-end deployment of a model", "Peer review", "Production-readiness checklist"],
      },
    ],
  },
  outcomes: {
    title: "After the course your team can",
    items: [
      "Version data, code and models so every result is reproducible",
      "Ship models through automated test and release pipelines",
      "Serve models reliably at the latency and cost the business needs",
      "Detect drift and retrain before accuracy hurts the business",
    ],
  },
  cta: {
    title: "Run machine learning like software",
    description: "Tell us your stack and team. We will tailor the labs to the tools you use.",
    primary: {
      label: "Request a Training Proposal",
      to: contactLink("IT Consultancy", "Please send a proposal for MLOps training. Our ML stack: "),
    },
    secondary: { label: "Get Started", to: "/get-started" },
  },
};
