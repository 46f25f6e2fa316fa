import { linePoints, niceMax } from "~/features/admin/analytics/analytics-chart-geometry";
import type { DayCount } from "~/features/admin/analytics/analytics-types";

const W = 600;
const H = 200;
const PAD = { left: 40, right: 10, top: 10, bottom: 24 };

/**
 * Views and visitors per day as two lines in an SVG, described for screen readers; the same numbers
 * follow as a table (AnalyticsTab). No chart library: a few elements, drawn on the server.
 */
export function AnalyticsChart({ series }: { series: DayCount[] }) {
  const top = niceMax(Math.max(...series.map((d) => d.views)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const busiest = series.reduce((a, b) => (b.views > a.views ? b : a));
  const first = series[0];
  const last = series[series.length - 1];
  return (
    <figure className="mt-3 max-w-3xl">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-labelledby="chart-title chart-desc">
        <title id="chart-title">Page views and unique visitors per day</title>
        <desc id="chart-desc">
          {`From ${first.day} to ${last.day}. The busiest day was ${busiest.day} with ${busiest.views} views.`}
        </desc>
        <g transform={`translate(${PAD.left} ${PAD.top})`}>
          {[0, 0.5, 1].map((f) => (
            <g key={f}>
              <line x1={0} x2={plotW} y1={plotH * (1 - f)} y2={plotH * (1 - f)} className="stroke-slate-200" />
              <text x={-6} y={plotH * (1 - f) + 4} textAnchor="end" className="fill-slate-700 text-[11px]">
                {Number.isInteger(top * f) ? top * f : (top * f).toFixed(1)}
              </text>
            </g>
          ))}
          <Line
            values={series.map((d) => d.views)}
            width={plotW}
            height={plotH}
            top={top}
            className="stroke-brand-700"
          />
          <Line
            values={series.map((d) => d.visitors)}
            width={plotW}
            height={plotH}
            top={top}
            dashed
            className="stroke-amber-700"
          />
          <text x={0} y={plotH + 18} className="fill-slate-700 text-[11px]">
            {first.day}
          </text>
          <text x={plotW} y={plotH + 18} textAnchor="end" className="fill-slate-700 text-[11px]">
            {last.day}
          </text>
        </g>
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-6 bg-brand-700" /> Page views (solid line)
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-6 border-t-2 border-dashed border-amber-700" />{" "}
          Unique visitors (dashed line)
        </span>
      </figcaption>
    </figure>
  );
}

function Line({
  values,
  width,
  height,
  top,
  dashed,
  className,
}: {
  values: number[];
  width: number;
  height: number;
  top: number;
  dashed?: boolean;
  className: string;
}) {
  return (
    <polyline
      points={linePoints(values, width, height, top)}
      fill="none"
      strokeWidth={2.5}
      strokeDasharray={dashed ? "6 4" : undefined}
      className={className}
    />
  );
}
