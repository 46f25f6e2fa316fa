import { cn } from "~/lib/cn";

interface Props<T extends string> {
  /** Read by screen readers as the name of the group. */
  legend: string;
  options: readonly { id: T; label: string }[];
  selected: T;
  onSelect: (id: T) => void;
  className?: string;
}

/** A row of toggle buttons that picks one filter; `aria-pressed` tells assistive tech which is active. */
export function FilterChips<T extends string>({ legend, options, selected, onSelect, className = "" }: Props<T>) {
  return (
    <fieldset className={cn("flex flex-wrap justify-center gap-2", className)}>
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => {
        const pressed = option.id === selected;
        return (
          <button
            key={option.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(option.id)}
            className={cn(
              "rounded-full px-4 py-2 text-sm font-semibold transition-colors",
              pressed
                ? "bg-brand-700 text-white shadow"
                : "bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50",
            )}
          >
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}
