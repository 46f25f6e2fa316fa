import { data } from "react-router";
import { formText } from "./form-data";
import { type RefusalReason, refuse, statusOf } from "./result";

// One route action, several forms: each form posts an `intent` and gets its handler's result back with
// that intent (so the page knows which form answered). The status comes from the result (statusOf): 200
// when done, else the one its refusal's reason maps to (404 gone, 409 conflict, 400 invalid).

export type IntentHandler<R> = (form: FormData) => Promise<R>;

export const UNKNOWN_INTENT = "Unknown action.";

export async function runIntent<R extends { ok: boolean; reason?: RefusalReason }>(
  form: FormData,
  routes: Record<string, IntentHandler<R>>,
) {
  const intent = formText(form, "intent");
  const handler = Object.hasOwn(routes, intent) ? routes[intent] : undefined;
  if (!handler) return data({ ...refuse("invalid", UNKNOWN_INTENT), intent }, { status: 400 });
  const result = await handler(form);
  return data({ ...result, intent }, { status: statusOf(result) });
}
