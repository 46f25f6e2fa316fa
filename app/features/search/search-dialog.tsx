import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Modal } from "~/components/ui/modal";
import { MAX_QUERY_LENGTH } from "~/lib/search-entry";
import { KindBadge } from "./kind-badge";
import { useSearchIndex } from "./use-search-index";

interface Props {
  onClose: () => void;
}

/**
 * The header's search: a combobox over a listbox of results (WAI-ARIA combobox pattern). Arrows move
 * the active result, Enter opens it, Escape closes the dialog; focus stays in the text box.
 */
export function SearchDialog({ onClose }: Props) {
  const index = useSearchIndex();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const results = useMemo(() => (index.status === "ready" ? index.search(query) : []), [index, query]);
  const optionId = (i: number) => `${listId}-option-${i}`;

  // The native dialog opens in the parent's effect, after this one: focus the box on the next frame.
  useEffect(() => {
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const open = (path: string) => {
    onClose();
    navigate(path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (results.length === 0) return;
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + results.length) % results.length);
    } else if (e.key === "Enter") {
      e.preventDefault();
      const hit = results[active];
      if (hit) open(hit.path);
      else if (query.trim()) open(`/search?q=${encodeURIComponent(query.trim())}`);
    }
  };

  const status =
    index.status === "failed"
      ? "Search is not available right now. Please try again."
      : !query.trim()
        ? "Type to search pages, services, resources and articles."
        : index.status === "loading"
          ? "Loading…"
          : results.length === 0
            ? `No results for “${query.trim()}”.`
            : `${results.length} ${results.length === 1 ? "result" : "results"}. Use the arrow keys and Enter to open one.`;

  return (
    <Modal open onClose={onClose} title="Search the site" size="max-w-xl">
      <div className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-200">
        <Search aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        <input
          ref={input}
          type="text"
          role="combobox"
          aria-label="Search pages, services and articles"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results[active] ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_QUERY_LENGTH}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder="Try “chatbot”, “ROI” or “cloud”"
          className="min-w-0 flex-1 bg-transparent py-3 text-slate-900 outline-none"
        />
      </div>
      <p role="status" className="mt-3 text-sm text-slate-600">
        {status}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label="Search results"
        className="mt-2 max-h-[50vh] space-y-1 overflow-y-auto"
      >
        {results.map((r, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keys (arrows, Enter) for its options
          <div
            key={r.id}
            id={optionId(i)}
            role="option"
            // Focus stays in the text box (aria-activedescendant); -1 keeps a click from moving it there.
            tabIndex={-1}
            aria-selected={i === active}
            onClick={() => open(r.path)}
            onMouseMove={() => setActive(i)}
            className={`cursor-pointer rounded-lg px-3 py-2 ${i === active ? "bg-brand-50 ring-1 ring-brand-200" : ""}`}
          >
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-900">{r.label}</span>
              <KindBadge kind={r.kind} />
            </span>
            <span className="mt-0.5 line-clamp-2 block text-sm text-slate-700">{r.summary}</span>
          </div>
        ))}
      </div>
      {query.trim() && (
        <p className="mt-4 text-sm">
          <Link
            to={`/search?q=${encodeURIComponent(query.trim())}`}
            onClick={onClose}
            className="font-semibold text-brand-700 underline"
          >
            See all results
          </Link>
        </p>
      )}
    </Modal>
  );
}
