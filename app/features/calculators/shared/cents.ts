/**
 * Rounds an amount to whole cents, half away from zero, without binary floating-point noise:
 * 100000 × 0.07 is 7000.000000000001 in IEEE doubles and 1.005 is 1.00499…; both must read as the
 * cents a person would write down (7000 and 1.01). Going through 15 significant digits first drops
 * the noise (doubles carry 15-17), then the cents are rounded. Non-finite values become 0; -0 becomes 0.
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const cents = Number((Math.abs(amount) * 100).toPrecision(15));
  const rounded = (Math.sign(amount) * Math.round(cents)) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** Sum of amounts already in cents, itself exact to the cent. */
export function sumCents(amounts: readonly number[]): number {
  return toCents(amounts.reduce((total, amount) => total + amount, 0));
}
