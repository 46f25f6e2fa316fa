// The contact form's fields and options, without the validation library: this ships with the page.

import type { ServiceOption } from "~/content/contact";

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
