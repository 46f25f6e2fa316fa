/**
 * About page content: tabs Vision & Mission (default), Our Values, Philosophy; four statistics and a
 * call to action with two buttons (spec-1 §2.5).
 */
import { Award, FolderKanban, Smile, Users } from "lucide-react";
import type { CallToAction, Statistic, Tuple, Value } from "./types";

export type AboutTab = "vision" | "values" | "philosophy";

export const tabs = [
  { id: "vision", label: "Vision & Mission" },
  { id: "values", label: "Our Values" },
  { id: "philosophy", label: "Philosophy" },
] as const satisfies readonly { id: AboutTab; label: string }[];

export const defaultTab: AboutTab = "vision";

export const tabsSection = {
  title: "What drives us",
  subtitle: "The purpose behind our work, the values we hire for and the principles we hold ourselves to.",
  /** Accessible name of the tab list. */
  label: "About us",
} as const;

export const valuesIntro =
  "Five values shape how we treat clients, colleagues and partners, and how we make decisions when nobody is watching.";

export const philosophyIntro = "Ten commitments that describe how we work, on every project and with every client.";

export const visionMission = {
  vision: {
    title: "Our Vision",
    text: "To be the most trusted partner for businesses adopting artificial intelligence: a world where every organisation, whether a family business in Indore or a multinational in London, can use AI confidently, responsibly and profitably.",
  },
  mission: {
    title: "Our Mission",
    text: "To turn AI and technology into measurable business outcomes within 90 days, by pairing senior engineering with honest consulting, building secure software that lasts, and transferring the knowledge our clients need to keep improving on their own.",
  },
} as const;

export const values: Value[] = [
  {
    title: "Fairness",
    description:
      "Transparent pricing, honest estimates and equal respect for every client, colleague and partner, whatever the size of the contract.",
  },
  {
    title: "Thoughtfulness",
    description:
      "We think through consequences before we build: for your users, your data, your budget and the people whose work AI will change.",
  },
  {
    title: "Empathy",
    description:
      "We listen first and design around the real needs of the people who will use what we build, not around the technology we prefer.",
  },
  {
    title: "Explore",
    description:
      "We stay curious, test new models and tools in our lab before our clients need them, and share what we learn openly.",
  },
  {
    title: "Recognition",
    description:
      "We credit the people who make success happen, on our team and on yours, and celebrate every milestone we reach together.",
  },
];

export const philosophy: Tuple<string, 10> = [
  "We are outcome-driven: every project starts with a metric the business cares about.",
  "We are honest advisers, even when the right answer is not to use AI.",
  "We are builders who write secure, tested and maintainable code.",
  "We are partners who share the risk and celebrate the results.",
  "We are learners who keep pace with a field that changes every month.",
  "We are responsible with data, privacy and the fairness of every model we ship.",
  "We are transparent about cost, progress and problems from day one.",
  "We are teachers who leave your team stronger than we found it.",
  "We are proud of Indore and deliver to the standards of clients worldwide.",
  "We are here for the long term, long after launch day.",
];

export const statisticsTitle = "Our story in numbers";

export const statistics: Statistic[] = [
  { number: 500, suffix: "+", label: "Happy Clients", icon: Smile },
  { number: 50, suffix: "+", label: "Team Members", icon: Users },
  { number: 10, suffix: "+", label: "Years of Experience", icon: Award },
  { number: 50, suffix: "+", label: "Projects Delivered", icon: FolderKanban },
];

export const cta: CallToAction = {
  title: "Let's build what's next, together",
  description:
    "Whether you are exploring your first AI use case or scaling a platform, our team is ready to help. Tell us where you want to go.",
  primary: { label: "Start a Conversation", to: "/contact" },
  secondary: { label: "See Our Work", to: "/portfolio" },
};
