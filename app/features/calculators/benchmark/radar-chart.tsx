import type { BenchmarkResult } from "./benchmark";
import { BENCHMARK_AREAS } from "./benchmark-report";

const SIZE = 360;
const CENTER = SIZE / 2;
const RADIUS = 130;
const RINGS = [25, 50, 75, 100];

// Four axes, clockwise from the top: support, operations, decisions, innovation.
const angle = (i: number) => -Math.PI / 2 + (i * Math.PI * 2) / BENCHMARK_AREAS.length;
const point = (i: number, score: number) => {
  const r = (Math.max(0, Math.min(100, score)) / 100) * RADIUS;
  return [CENTER + r * Math.cos(angle(i)), CENTER + r * Math.sin(angle(i))] as const;
};
const polygon = (scores: readonly number[]) => scores.map((s, i) => point(i, s).join(",")).join(" ");

// Top, right, bottom, left: labels sit just outside the 100 ring.
const LABEL_POSITION = [
  { dy: -14, anchor: "middle" },
  { dy: 5, anchor: "start" },
  { dy: 26, anchor: "middle" },
  { dy: 5, anchor: "end" },
] as const;

/**
 * The radar of the four scores against the peer average ring (75). An image with a text alternative;
 * the table beside it (ScoreTable) carries the same numbers for anyone who cannot see the chart.
 */
export function RadarChart({ result }: { result: BenchmarkResult }) {
  const scores = BENCHMARK_AREAS.map((area) => Math.round(result.radar[area.key]));
  const description = BENCHMARK_AREAS.map((area, i) => `${area.label} ${scores[i]}`).join(", ");
  return (
    <svg
      // Room left and right for the side labels ("Operations 100"), above and below for the others.
      viewBox={`-100 0 ${SIZE + 200} ${SIZE - 5}`}
      overflow="visible"
      role="img"
      aria-labelledby="radar-title radar-desc"
      className="mx-auto h-auto w-full max-w-lg"
    >
      <title id="radar-title">AI benchmark radar chart</title>
      <desc id="radar-desc">
        Your scores out of 100: {description}. The dashed ring marks the peer average of {result.peerAvg}.
      </desc>
      {RINGS.map((ring) => (
        <polygon key={ring} points={polygon([ring, ring, ring, ring])} fill="none" stroke="#cbd5e1" strokeWidth={1} />
      ))}
      {BENCHMARK_AREAS.map((area, i) => {
        const [x, y] = point(i, 100);
        return <line key={area.key} x1={CENTER} y1={CENTER} x2={x} y2={y} stroke="#cbd5e1" strokeWidth={1} />;
      })}
      <polygon
        points={polygon(BENCHMARK_AREAS.map(() => result.peerAvg))}
        fill="none"
        stroke="#475569"
        strokeWidth={2}
        strokeDasharray="6 5"
      />
      <polygon points={polygon(scores)} fill="rgb(59 108 246 / 0.25)" stroke="#2452e0" strokeWidth={3} />
      {scores.map((score, i) => {
        const [x, y] = point(i, score);
        return <circle key={BENCHMARK_AREAS[i].key} cx={x} cy={y} r={5} fill="#2452e0" />;
      })}
      {BENCHMARK_AREAS.map((area, i) => {
        const [x, y] = point(i, 100);
        const pos = LABEL_POSITION[i];
        return (
          <text
            key={area.key}
            x={x + (pos.anchor === "end" ? -10 : pos.anchor === "start" ? 10 : 0)}
            y={y + pos.dy}
            textAnchor={pos.anchor}
            fontSize="16"
            fontWeight="600"
            fill="#1e293b"
          >
            {area.label.replace(" & go-to-market", "")} {scores[i]}
          </text>
        );
      })}
    </svg>
  );
}
