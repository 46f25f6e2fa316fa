// One no-JavaScript path for every lead form: the route action reads the posted fields and stores the
// lead exactly like POST /api/leads (context.submitLead), then answers "sent" or the server's errors.
import { type AppLoadContext, data } from "react-router";
import { HONEYPOT_FIELD, type LeadActionData } from "./form-rules";

export interface LeadFormOptions {
  /** The lead type, as POST /api/leads takes it. */
  type: string;
  /** Fields that repeat (checkbox groups) and arrive as lists. */
  lists?: readonly string[];
  /** Values the server sets whatever was posted (e.g. where the sign-up came from). */
  fixed?: Record<string, string>;
  /** The message when the lead could not be stored. */
  failure: string;
}

type ActionArgs = { request: Request; context: Pick<AppLoadContext, "submitLead"> };
export type PostedValues = Record<string, string | string[]>;

/** The posted form as the lead API reads it: text per field, files dropped, `lists` as arrays. */
export function postedValues(body: FormData, lists: readonly string[] = []): PostedValues {
  const values: PostedValues = {};
  for (const [name, value] of body.entries()) {
    if (!lists.includes(name)) values[name] = typeof value === "string" ? value : "";
  }
  for (const name of lists) values[name] = body.getAll(name).filter((v): v is string => typeof v === "string");
  return values;
}

/** Stores the posted lead and says how it went; for actions that answer in their own way (a redirect). */
export async function sendLeadForm(
  { request, context }: ActionArgs,
  { type, lists, fixed = {}, failure }: LeadFormOptions,
): Promise<LeadActionData<PostedValues>> {
  const form = { ...postedValues(await request.formData(), lists), ...fixed };
  const result = await context.submitLead?.({ type, form });
  if (result?.ok) return { status: "sent" };
  const error = result && !result.ok ? result.error : { message: failure, fields: {} };
  const { [HONEYPOT_FIELD]: _bot, ...values } = form;
  return { status: "invalid", ...error, values };
}

/** A lead form's route action: "sent", or 400 with the errors and the values to show again. */
export async function leadFormAction(args: ActionArgs, options: LeadFormOptions) {
  const answer = await sendLeadForm(args, options);
  return answer.status === "sent" ? answer : data(answer, { status: 400 });
}
