// Copy of the Contact page. Contact details themselves come from settings.

/** The contact form's "Service" options; service pages link to the form with one of them. */
export const SERVICE_OPTIONS = [
  "Website Development",
  "Mobile App Development",
  "Cloud & Hosting",
  "Cybersecurity",
  "IT Consultancy",
  "AI Integration",
  "Other",
] as const;

export type ServiceOption = (typeof SERVICE_OPTIONS)[number];

// Kept here too: other modules import the contact messages from the contact copy.
export { CONTACT_MESSAGES } from "./form-messages";

export const REPLY_PROMISE = "We'll reply within 24 hours.";

/** The "sent" label stays 3 s, then the form clears (spec-1 §4). */
export const SENT_LABEL_MS = 3000;

export const CONTACT_STATS = [
  { value: "24h", label: "Reply time on working days" },
  { value: "500+", label: "Companies served" },
  { value: "50+", label: "Projects delivered" },
  { value: "99%", label: "Client satisfaction" },
] as const;

export const OFFICE_HOURS = [
  { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM" },
  { days: "Saturday", hours: "10:00 AM - 4:00 PM" },
  { days: "Sunday", hours: "Closed" },
] as const;

export const CONTACT_FAQ = [
  {
    question: "How quickly will you get back to me?",
    answer:
      "A senior consultant replies to every message within 24 hours on working days, usually the same day. For anything urgent, call or message us on WhatsApp during office hours.",
  },
  {
    question: "What happens after I send a message?",
    answer:
      "We book a free 30-minute discovery call to understand your goals, systems and timeline. Within a week of the call you receive a written proposal with scope, milestones and a fixed price or a capped budget.",
  },
  {
    question: "Do you work with companies outside India?",
    answer:
      "Yes. About half of our clients are in the US, UK, Middle East and Australia. We plan meetings in your working hours, sign your NDA before any detailed discussion and invoice in USD, GBP, EUR or INR.",
  },
  {
    question: "How do you protect our data and intellectual property?",
    answer:
      "Access is least-privilege and time-limited, data stays in your cloud accounts wherever possible, and our practices follow ISO 27001 controls, GDPR and India's DPDP Act. All code and models we build for you are yours.",
  },
] as const;
