// Reading a posted form in a route action. A missing field and a file where text was expected both
// read as "": the server's schema then answers with the field's own message, never a 500.

/** The text of one field, "" when it is missing or not text. */
export function formText(form: FormData, key: string): string {
  const value = form.get(key);
  return typeof value === "string" ? value : "";
}

/** The text of each named field, for a schema that checks them together. */
export function formTexts<K extends string>(form: FormData, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, formText(form, k)])) as Record<K, string>;
}
