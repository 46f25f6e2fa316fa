import { validate } from "~/lib/form-schema";
import { GetStartedFormSchema } from "./get-started-schema";

// Loaded on demand by the form (first focus or submit), so the validation library is not part of the
// page's initial JavaScript.
export const validateGetStarted = (values: unknown) => validate(GetStartedFormSchema, values);
