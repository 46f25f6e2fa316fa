/**
 * One open at a time (step, framework and audit cards): opening a card closes the one that was open,
 * and a second click on the open card closes it, leaving none open.
 */
export function toggleOpen<T>(open: T | null, clicked: T): T | null {
  return open === clicked ? null : clicked;
}
