/** Copy of the Get Started page: the three-step intro and the six outcomes. Messages live in form-messages.ts. */
import { CalendarCheck, type LucideIcon, Target, UserRound } from "lucide-react";

export { REPLY_PROMISE } from "./contact";

export const GET_STARTED_STEPS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: UserRound,
    title: "Tell us about you",
    text: "Your name, company and the best way to reach you. It takes less than two minutes.",
  },
  {
    icon: Target,
    title: "Pick a focus",
    text: "Choose the business outcomes that matter most, so we prepare examples from your industry.",
  },
  {
    icon: CalendarCheck,
    title: "Book a slot",
    text: "Tell us when suits you. A senior consultant confirms a 30-minute strategy call by email.",
  },
];

/** One line under each outcome checkbox: what we would look at first. */
export const OUTCOME_OPTIONS = [
  "Increase Revenue",
  "Reduce Costs",
  "Improve Efficiency",
  "Enhance Customer Experience",
  "Accelerate Decisions",
  "AI-Powered Apps",
] as const;

export type OutcomeOption = (typeof OUTCOME_OPTIONS)[number];

export const OUTCOME_DETAILS: Record<OutcomeOption, string> = {
  "Increase Revenue": "Lead scoring, pricing and cross-sell models.",
  "Reduce Costs": "Automating manual, repetitive back-office work.",
  "Improve Efficiency": "Faster processes with fewer hand-offs and errors.",
  "Enhance Customer Experience": "Assistants and personalisation across channels.",
  "Accelerate Decisions": "Forecasts and dashboards your leaders trust.",
  "AI-Powered Apps": "New web and mobile products with AI built in.",
};

export const GET_STARTED_FORM_COPY = {
  title: "Book your strategy call",
  required: "Fields marked with an asterisk are required.",
  outcomesLegend: "Which outcomes matter most to you?",
  outcomesHint: "Choose any that apply. You can change them on the call.",
  detailsLegend: "Your details",
  labels: {
    name: "Full name",
    email: "Work email",
    phone: "Phone (optional)",
    company: "Company",
    timePreference: "When should we call you?",
  },
  submit: "Book my strategy call",
  submitting: "Sending...",
  another: "Send another request",
  successNote: "A senior consultant will email you to confirm a time for your call.",
} as const;

export const GET_STARTED_NEXT = {
  title: "What happens next",
  items: [
    "We read your answers and match you with a consultant who knows your industry.",
    "You get an email with two or three call times that fit your preference.",
    "On the call we review your goals and suggest where AI can pay back first.",
    "You receive a short written summary with next steps, free of charge.",
  ],
} as const;

/** "What happens next" once a slot is booked: the call is set, nobody e-mails times. */
export const BOOKED_NEXT = {
  title: "What happens next",
  items: [
    "Your call is booked: the calendar invite with the meeting link is in your inbox.",
    "We read your answers and prepare examples from your industry before the call.",
    "We remind you by email a day before and an hour before the call.",
    "On the call we review your goals and suggest where AI can pay back first.",
    "You receive a short written summary with next steps, free of charge.",
  ],
} as const;
