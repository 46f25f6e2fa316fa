import { createElement, forwardRef, type SVGProps } from "react";

type IconNode = readonly (readonly [string, Record<string, string | number>])[];
interface IconData {
  name?: string;
  node: IconNode;
  aliases?: readonly string[];
}

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
}

const A11Y_PROP = /^(aria-|role$|title$)/;

/**
 * A small stand-in for lucide-react's `createLucideIcon`, swapped in by the production build (see
 * `lucideIcons` in scripts/lib/client-chunking.ts). Every page ships it, and lucide's own version
 * (context provider, class merging, attribute renaming) is about four times the size. It renders the
 * same SVG for the props we use: size, strokeWidth, absoluteStrokeWidth, color, className, children
 * and any SVG or ARIA attribute; icons without an accessible name are hidden from assistive tech.
 */
export default function createLucideIcon(data: IconData | string, iconNode: IconNode = []) {
  const icon: IconData = typeof data === "string" ? { name: kebab(data), node: iconNode } : data;
  const baseClass = [
    "lucide",
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...(icon.aliases ?? []).map((a) => `lucide-${a}`),
  ];
  // biome-ignore lint/correctness/noComponentHookFactories: a factory run once per icon module, at import time, like lucide's
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { size = 24, strokeWidth = 2, absoluteStrokeWidth, color = "currentColor", className, children, ...rest },
    ref,
  ) {
    const named =
      Boolean(children) || Object.entries(rest).some(([key, value]) => A11Y_PROP.test(key) && value != null);
    const classes = [...baseClass, ...(className?.split(" ") ?? [])].filter((c, i, all) => c && all.indexOf(c) === i);
    return createElement(
      "svg",
      {
        ref,
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: classes.join(" "),
        ...(named ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  });
}

function kebab(name: string) {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}
