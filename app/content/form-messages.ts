// Every message a lead form shows: button states, success, failure. The field rules' own texts
// ("Please fill in all required fields", "Please enter a valid email address") live with the shared
// schemas in app/lib/form-rules.ts, because the server words its 400 answers with them too.
export { EMAIL_MESSAGE, REQUIRED_MESSAGE } from "~/lib/form-rules";

/** Contact page: the two toasts and the submit button's three labels. */
export const CONTACT_MESSAGES = {
  success: "Message sent successfully! We'll get back to you soon.",
  failure: "Something went wrong. Please try again.",
  sending: "Sending Message...",
  sent: "Message Sent Successfully!",
  idle: "Send Message",
} as const;

/** Get Started: success and failure. */
export const GET_STARTED_MESSAGES = {
  success: "Thanks! We'll be in touch shortly.",
  failure: "Could not submit right now. Please try again.",
} as const;

/** Report-request outcomes; demo mode names our own setting, SMTP_URL. */
export const REPORT_MESSAGES = {
  success: "Report sent! Check your email.",
  demo: "Report sent! (Demo mode: configure SMTP_URL for real submissions)",
  failure: "Could not submit right now. Please try again later.",
  sending: "Sending...",
} as const;

/** Newsletter boxes on the blog and the knowledge center. */
export const NEWSLETTER_MESSAGES = {
  // Double opt-in: the address receives campaigns once the link in the confirmation e-mail is used. One
  // message for a new and a known address alike: the form does not tell who is on the list.
  subscribed: "Almost there! Check your inbox and click the link to confirm your subscription.",
  failure: "Could not subscribe right now. Please try again.",
} as const;

/** "Get Notified When We Launch" on the Coming Soon page: a sent address is replaced by "Thank You!". */
export const NOTIFY_MESSAGES = {
  sending: "Sending...",
  thanks: "Thank You!",
  thanksText: "We'll notify you as soon as we launch.",
  failure: "Could not sign you up right now. Please try again.",
} as const;
