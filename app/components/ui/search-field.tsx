import { Search } from "lucide-react";
import { cn } from "~/lib/cn";
import { Field } from "./field-core";

interface Props {
  id: string;
  label: string;
  /** Shown above the box; otherwise read by screen readers only (the placeholder says it on screen). */
  showLabel?: boolean;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The query parameter when the form is submitted without JavaScript. */
  name?: string;
  /** "hero": the large box on a page's coloured intro. */
  size?: "field" | "hero";
}

/** A labelled search box with its magnifier icon; filtering happens as the visitor types. */
export function SearchField({ id, label, showLabel, placeholder, value, onChange, name, size = "field" }: Props) {
  const hero = size === "hero";
  return (
    <Field
      id={id}
      label={label}
      hideLabel={!showLabel}
      className="flex-1"
      control={(a) => (
        <div className="relative">
          <Search
            aria-hidden="true"
            className={cn(
              "pointer-events-none absolute top-1/2 size-5 -translate-y-1/2 text-slate-500",
              hero ? "left-4" : "left-3",
            )}
          />
          <input
            id={a.id}
            name={name}
            type="search"
            autoComplete="off"
            maxLength={100}
            placeholder={placeholder}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className={
              hero
                ? "w-full rounded-xl border border-white/40 bg-white py-4 pr-4 pl-12 text-base text-slate-900 shadow-lg placeholder:text-slate-500"
                : cn(a.className, "pl-10")
            }
          />
        </div>
      )}
    />
  );
}
