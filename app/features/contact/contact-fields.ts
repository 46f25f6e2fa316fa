// The contact form's fields and options, without the validation library: this ships with the page.

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

export interface ContactForm {
  name: string;
  email: string;
  company: string;
  phone: string;
  service: "" | ServiceOption;
  message: string;
}

export const EMPTY_CONTACT_FORM: ContactForm = {
  name: "",
  email: "",
  company: "",
  phone: "",
  service: "",
  message: "",
};
