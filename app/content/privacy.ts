// The privacy notice (/privacy): what the site keeps, why and for how long. Its periods are not written
// here but passed in from the retention settings the maintenance job enforces (server/maintenance/policy.ts),
// so the notice and the deletions cannot disagree.

/** The periods the notice quotes, read from the server's settings at request time. */
export interface PrivacyPeriods {
  /** Raw page views (then only daily totals). */
  analyticsDays: number;
  /** The text of e-mails once sent. */
  emailDays: number;
  /** Chat conversations after their last message. */
  chatDays: number;
  /** Unconfirmed newsletter and e-mail sign-ups. */
  unconfirmedDays: number;
  /** The admin audit log. */
  auditDays: number;
  /** Scheduled backups: how many are kept, one every so many hours (0: none scheduled). */
  backupKeep: number;
  backupIntervalHours: number;
}

export interface PrivacySection {
  id: string;
  title: string;
  paragraphs: string[];
  /** Lines of a list under the paragraphs. */
  items?: string[];
}

/** "1 day", "30 days". */
export function days(n: number): string {
  return n === 1 ? "1 day" : `${n} days`;
}

/** How long a backup lives: keep × interval, in days when whole ("7 days"), else hours. */
export function backupLife(keep: number, intervalHours: number): string | null {
  if (intervalHours <= 0) return null;
  const hours = keep * intervalHours;
  return hours % 24 === 0 ? days(hours / 24) : `${hours} hours`;
}

export const PRIVACY_UPDATED = "29 November 2026";

/** The notice's sections for these periods, as the page shows them (brand and contact address from settings). */
export function privacySections(p: PrivacyPeriods, site: { brandName: string; email: string }): PrivacySection[] {
  const backups = backupLife(p.backupKeep, p.backupIntervalHours);
  return [
    {
      id: "who",
      title: "Who we are",
      paragraphs: [
        `${site.brandName} is an AI and IT services firm in Indore, Madhya Pradesh, India. We decide what is collected through this website and why, so we are responsible for it under India's Digital Personal Data Protection Act, 2023, and, for visitors in the EU and UK, the GDPR. Write to ${site.email} about anything on this page.`,
      ],
    },
    {
      id: "what",
      title: "What we keep and why",
      paragraphs: ["We only keep what you type into our forms and what we need to run the site safely:"],
      items: [
        "Your enquiry: your name, work e-mail, company and, if you give them, your phone number and role, with what you asked for (a report, a call, a consultation). We use them to answer you and to prepare for a conversation about your project.",
        "Your calculator inputs and results, when you ask for a report, so the report and our follow-up are about your numbers.",
        "A strategy call you book: its time, your time zone and the consultant who takes it.",
        "Chat conversations with our assistant, and the contact details you leave there.",
        "Which page brought you here and the campaign link you followed, so we know which articles and events are useful.",
        "Page views, counted without cookies that follow you: the page, the referring site and a daily visitor code that cannot be turned back into your address.",
      ],
    },
    {
      id: "emails",
      title: "E-mails about your request",
      paragraphs: [
        'If you tick "Email me ideas and next steps for this" on a report or Get Started form, we first send one e-mail asking you to confirm. Only after you confirm do we send a short series of at most five e-mails with ideas for your situation and a link to book a call. We store the wording you agreed to, when you ticked the box and when you confirmed.',
        "Every one of those e-mails has a one-click unsubscribe link. They stop by themselves when you book a call, when you reply and we tell our system so, when you unsubscribe, or when your mail server refuses them. We never sell or rent your address, and a newsletter is a separate sign-up.",
        `A sign-up you never confirm is deleted after ${days(p.unconfirmedDays)}.`,
      ],
    },
    {
      id: "how-long",
      title: "How long we keep it",
      paragraphs: ["Our systems delete or strip data on these schedules automatically, every day:"],
      items: [
        `Individual page views: ${days(p.analyticsDays)}; after that only daily totals per page remain.`,
        `The text of e-mails we have sent you: ${days(p.emailDays)} after sending; we keep only the fact that an e-mail was sent.`,
        `Chat conversations: ${days(p.chatDays)} after the last message.`,
        `Unconfirmed sign-ups: ${days(p.unconfirmedDays)}.`,
        `Our team's audit log of changes made in our admin area: ${days(p.auditDays)}.`,
        ...(backups ? [`Backups of our database: each is deleted after ${backups}.`] : []),
        "Your enquiry and the notes our team keeps about it: for as long as we are discussing or doing work together, and until you ask us to erase them.",
      ],
    },
    {
      id: "sharing",
      title: "Who sees it",
      paragraphs: [
        "Our sales and delivery team in Indore. Our e-mail provider and hosting provider process data on our behalf under contract, and only to deliver e-mails and run this site. We do not use advertising trackers and we do not sell personal data.",
      ],
    },
    {
      id: "rights",
      title: "Your rights",
      paragraphs: [
        `You can ask us what we hold about you, to correct it, or to erase it: write to ${site.email}. Erasing removes your enquiries, consents, e-mail series, calls and chats from our database, and no e-mail still queued for you is sent. We answer within 30 days. If you are not satisfied, you can complain to the Data Protection Board of India or your local data protection authority.`,
      ],
    },
  ];
}
