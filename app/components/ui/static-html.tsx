import {
  type ComponentPropsWithoutRef,
  createElement,
  type ElementType,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { isHydrating } from "~/lib/hydration-phase";

// React keeps an element's server-rendered children untouched when the element hydrates with
// `dangerouslySetInnerHTML` (it never compares that HTML in production and never rewrites it while
// the value stays the same), so the subtree costs nothing at hydration.
const KEEP_SERVER_HTML = { __html: "" };

type Props<T extends ElementType> = { as?: T } & ComponentPropsWithoutRef<T>;

/**
 * Content that never changes after the server rendered it (links, text, icons; no handlers, state or
 * effects inside) and that React therefore need not hydrate. The server and every client render after
 * hydration (a client-side navigation, a new key) render the children as usual; during hydration the
 * element keeps the server's HTML. The element itself stays React's: its own props (`hidden`,
 * `className`, `onClick`) update as usual. Should hydration ever fall back to a client render, the
 * element would come up empty; it then renders its children before the browser paints.
 * Links inside work through the root's delegated navigation (lib/client-navigation.ts).
 */
export function StaticHtml<T extends ElementType = "div">({ as, children, ...rest }: Props<T>) {
  const [keep, setKeep] = useState(isHydrating);
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (keep && !ref.current?.hasChildNodes()) setKeep(false);
  }, [keep]);
  const tag = as ?? "div";
  return keep
    ? createElement(tag, { ...rest, ref, dangerouslySetInnerHTML: KEEP_SERVER_HTML, suppressHydrationWarning: true })
    : createElement(tag, { ...rest, ref }, children);
}
