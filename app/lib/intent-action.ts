import { data } from "react-router";
import { formText } from "./form-data";

// One route action, several forms: each form posts an `intent` and gets its handler's result back with
// that intent (so the page knows which form answered), 200 when it worked, its failure status otherwise.

export type IntentHandler<R> = (form: FormData) => Promise<R>;
/** A handler, or a handler with the status of its failure (400 unless given: 404 gone, 409 conflict). */
export type IntentRoute<R> = IntentHandler<R> | readonly [IntentHandler<R>, number];

export const UNKNOWN_INTENT = "Unknown action.";

export async function runIntent<R extends { ok: boolean }>(form: FormData, routes: Record<string, IntentRoute<R>>) {
  const intent = formText(form, "intent");
  const route = Object.hasOwn(routes, intent) ? routes[intent] : undefined;
  if (!route) return data({ ok: false as const, message: UNKNOWN_INTENT, intent }, { status: 400 });
  const [handler, failure] = typeof route === "function" ? [route, 400] : route;
  const result = await handler(form);
  return data({ ...result, intent }, { status: result.ok ? 200 : failure });
}
