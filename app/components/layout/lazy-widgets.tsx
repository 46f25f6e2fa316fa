import { type ComponentType, createContext, type LazyExoticComponent, lazy, type ReactNode, useContext } from "react";

type Widget = ComponentType<{ onClose: () => void }>;
type WidgetModule = Promise<{ default: Widget }>;

/**
 * The layout's rare widgets (the chat panel, the search dialog) are features, and shared components
 * never import a feature. The app (root.tsx) hands their loaders down instead; each loads on first use
 * and is never in a page's first JavaScript.
 */
export interface LazyWidgetLoaders {
  chatPanel: () => WidgetModule;
  searchDialog: () => WidgetModule;
}

const LoadersContext = createContext<LazyWidgetLoaders | null>(null);
// One lazy component per loader, so a re-render never remounts a widget that is open.
const components = new WeakMap<() => WidgetModule, LazyExoticComponent<Widget>>();

export function LazyWidgetsProvider({ loaders, children }: { loaders: LazyWidgetLoaders; children: ReactNode }) {
  return <LoadersContext value={loaders}>{children}</LoadersContext>;
}

/** A widget's loader (to fetch it ahead of time) and its lazy component. */
export function useLazyWidget(name: keyof LazyWidgetLoaders) {
  const loaders = useContext(LoadersContext);
  if (!loaders) throw new Error("useLazyWidget needs a LazyWidgetsProvider (SiteShell's widgets).");
  const load = loaders[name];
  let Component = components.get(load);
  if (!Component) {
    Component = lazy(load);
    components.set(load, Component);
  }
  return { load, Component };
}
