import type { ComponentPropsWithoutRef } from "react";

type Props = Omit<ComponentPropsWithoutRef<"a">, "aria-current"> & {
  href: string;
  /** This link's page is the one shown: `aria-current="page"`. */
  current?: boolean;
};

/**
 * An in-app link as a plain anchor, for the site frame and static HTML: `data-discover` lets the root's
 * delegated navigation (lib/client-navigation.ts) take its click as React Router's `<Link>` would,
 * without a `<Link>` to hydrate.
 */
export function SiteAnchor({ current, ...rest }: Props) {
  return <a {...rest} data-discover="true" aria-current={current ? "page" : undefined} />;
}
