/** The top of the chart's scale: the smallest 1, 2 or 5 × 10ⁿ at or above the highest value (at least 1). */
export function niceMax(max: number): number {
  if (max <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].map((m) => m * magnitude).find((v) => v >= max) as number) ?? 10 * magnitude;
}

/**
 * SVG polyline points for values spread evenly across `width`, 0 at the bottom (`height`) and
 * `top` at 0. One value is drawn in the middle.
 */
export function linePoints(values: readonly number[], width: number, height: number, top: number): string {
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values
    .map((v, i) => {
      const x = values.length > 1 ? i * step : width / 2;
      const y = height - (v / top) * height;
      return `${round(x)},${round(y)}`;
    })
    .join(" ");
}

const round = (n: number) => Math.round(n * 10) / 10;
