import { type KeyboardEvent, type ReactNode, useRef } from "react";

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

interface TabsProps<T extends string> {
  /** Unique per page: tab and panel ids derive from it. */
  idBase: string;
  label: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  className?: string;
  tabClassName?: (selected: boolean) => string;
}

export const tabId = (idBase: string, id: string) => `${idBase}-tab-${id}`;
export const panelId = (idBase: string, id: string) => `${idBase}-panel-${id}`;

const defaultTabClass = (selected: boolean) =>
  `rounded-lg px-4 py-2 text-sm font-semibold transition-colors ${
    selected ? "bg-brand-700 text-white shadow" : "bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
  }`;

/**
 * WAI-ARIA tabs: one tab stop; arrows, Home and End move and select (automatic activation).
 * Render the selected panel with <TabPanel>.
 */
export function Tabs<T extends string>({
  idBase,
  label,
  items,
  selected,
  onSelect,
  className = "flex flex-wrap gap-2",
  tabClassName = defaultTabClass,
}: TabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const index = items.findIndex((i) => i.id === selected);
    const next =
      e.key === "ArrowRight" || e.key === "ArrowDown"
        ? (index + 1) % items.length
        : e.key === "ArrowLeft" || e.key === "ArrowUp"
          ? (index - 1 + items.length) % items.length
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? items.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    onSelect(items[next].id);
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idBase, items[next].id))}`)?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const isSelected = item.id === selected;
        return (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={tabId(idBase, item.id)}
            aria-selected={isSelected}
            aria-controls={panelId(idBase, item.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(item.id)}
            className={tabClassName(isSelected)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({
  idBase,
  id,
  children,
  className,
}: {
  idBase: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(idBase, id)}
      aria-labelledby={tabId(idBase, id)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel is the next tab stop after the tab list
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
