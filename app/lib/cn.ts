/** Joins class names, skipping the false, null and undefined that conditions leave behind. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
