/**
 * Links to the contact form with its service and message preselected
 * (/contact?service=…&message=…, read by the contact form on load).
 */
export function contactLink(service: string, message: string): string {
  return `/contact?${new URLSearchParams({ service, message })}`;
}
