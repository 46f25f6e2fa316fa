import { Link } from "react-router";

const PAGES = [
  { key: "calls", to: "/admin/calls", label: "Calls by day" },
  { key: "availability", to: "/admin/calls/availability", label: "Availability and holidays" },
] as const;

/** The Calls area's two pages, the current one marked for screen readers. */
export function CallsNav({ current }: { current: (typeof PAGES)[number]["key"] }) {
  return (
    <nav aria-label="Calls pages" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {PAGES.map((p) => (
          <li key={p.key}>
            <Link
              to={p.to}
              aria-current={p.key === current ? "page" : undefined}
              className={p.key === current ? "btn-primary" : "btn-secondary"}
            >
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
