import { useEffect } from "react";
import { useNavigate } from "react-router";

/** What `clientPath` reads from a click: the modifier keys and button a browser reports. */
export interface ClickKeys {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/** The parts of an `<a>` that decide whether the router may take its click. */
export interface AnchorParts {
  href: string;
  target: string;
  download: boolean;
}

/**
 * The in-app path a click on this link should navigate to on the client, or null to let the browser
 * follow it: modified or non-primary clicks, other windows, downloads and other origins stay with the
 * browser, exactly as React Router's `<Link>` decides.
 */
export function clientPath(click: ClickKeys, anchor: AnchorParts, origin: string): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.download) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null; // also mailto:, tel: (their origin is "null")
  return url.pathname + url.search + url.hash;
}

/**
 * Client-side navigation for in-app links React does not hydrate: the plain anchors of the header
 * menus and footer, and `<Link>`s inside `StaticHtml`. React Router marks a route link with
 * `data-discover` (its route discovery looks for that attribute in the page, hydrated or not); those
 * plain anchors carry it too (`SiteAnchor`, components/ui/site-anchor.tsx). A hydrated `<Link>`
 * handles its own click first and prevents the default, so this listener, on `window`, only sees the
 * others. Each `<Link>` costs several router hooks at
 * hydration; the shell's 75 of them were a large share of every page's hydration work.
 */
export function useDelegatedNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a[href][data-discover]");
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = clientPath(
        event,
        { href: anchor.getAttribute("href") ?? "", target: anchor.target, download: anchor.hasAttribute("download") },
        window.location.origin,
      );
      if (path === null) return;
      event.preventDefault();
      navigate(path);
    };
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);
}
