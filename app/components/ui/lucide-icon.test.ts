import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon, { type IconProps } from "./lucide-icon";

// Real lucide-react icons, with the icon data each module exports beside its component.
const icons = import.meta.glob<{
  default: ComponentType<IconProps>;
  __iconData: Parameters<typeof createLucideIcon>[0];
}>(
  [
    "/node_modules/lucide-react/dist/esm/icons/x.mjs",
    "/node_modules/lucide-react/dist/esm/icons/circle-check.mjs",
    "/node_modules/lucide-react/dist/esm/icons/mail.mjs",
    "/node_modules/lucide-react/dist/esm/icons/chevron-down.mjs",
    "/node_modules/lucide-react/dist/esm/icons/zap.mjs",
  ],
  { eager: true },
);

const PROPS: [string, IconProps][] = [
  ["no props", {}],
  ["a class", { className: "size-4 text-brand-600" }],
  ["aria-hidden and a class", { "aria-hidden": "true", className: "size-5" }],
  ["an accessible name", { "aria-label": "Close" }],
  ["a role", { role: "img" }],
  ["size and stroke width", { size: 16, strokeWidth: 1.5 }],
  ["a colour", { color: "#ff0000" }],
  ["absolute stroke width", { size: 48, absoluteStrokeWidth: true }],
  ["other SVG attributes", { style: { marginTop: 2 }, focusable: "false", "data-x": "1" } as IconProps],
];

describe("the slim icon factory renders what lucide-react renders", () => {
  const cases = Object.entries(icons).flatMap(([path, mod]) =>
    PROPS.map(([what, props]) => [path.replace(/.*\//, ""), what, mod, props] as const),
  );
  it.each(cases)("%s with %s", (_file, _what, mod, props) => {
    const Slim = createLucideIcon(mod.__iconData);
    expect(renderToStaticMarkup(createElement(Slim, props))).toBe(
      renderToStaticMarkup(createElement(mod.default, props)),
    );
  });

  it("keeps children, which also give the icon a name", () => {
    const mod = Object.values(icons)[0];
    const Slim = createLucideIcon(mod.__iconData);
    const child = createElement("title", null, "Close");
    expect(renderToStaticMarkup(createElement(Slim, {}, child))).toBe(
      renderToStaticMarkup(createElement(mod.default, {}, child)),
    );
  });

  it("accepts the older (name, node) signature", () => {
    const Legacy = createLucideIcon("ArrowUpRight", [["path", { d: "M7 7h10v10" }]]);
    expect(renderToStaticMarkup(createElement(Legacy))).toContain('class="lucide lucide-arrow-up-right"');
  });
});
