// One definition for the admin forms and their server checks (the form's copy must stay in app/).
export { fieldErrorsOf as fieldErrors } from "~/features/admin/field-errors-of";
