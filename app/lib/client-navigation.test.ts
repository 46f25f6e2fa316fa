import { describe, expect, it } from "vitest";
import { type AnchorParts, type ClickKeys, clientPath } from "./client-navigation";

const ORIGIN = "https://indore-ai.example";
const plain: ClickKeys = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};
const link = (href: string, more: Partial<AnchorParts> = {}): AnchorParts => ({
  href,
  target: "",
  download: false,
  ...more,
});

describe("clientPath", () => {
  it.each([
    { name: "a site path", click: plain, anchor: link("/about"), expected: "/about" },
    { name: "query and hash kept", click: plain, anchor: link("/blog?tag=ai#latest"), expected: "/blog?tag=ai#latest" },
    { name: "an absolute URL on this origin", click: plain, anchor: link(`${ORIGIN}/contact`), expected: "/contact" },
    { name: "target _self", click: plain, anchor: link("/about", { target: "_self" }), expected: "/about" },
    { name: "another origin", click: plain, anchor: link("https://www.linkedin.com/company/x"), expected: null },
    { name: "protocol-relative to another host", click: plain, anchor: link("//evil.example/x"), expected: null },
    { name: "mailto", click: plain, anchor: link("mailto:hello@indore-ai.example"), expected: null },
    { name: "tel", click: plain, anchor: link("tel:+917311111111"), expected: null },
    { name: "a new tab", click: plain, anchor: link("/about", { target: "_blank" }), expected: null },
    { name: "a download", click: plain, anchor: link("/report.pdf", { download: true }), expected: null },
    { name: "ctrl-click", click: { ...plain, ctrlKey: true }, anchor: link("/about"), expected: null },
    { name: "cmd-click", click: { ...plain, metaKey: true }, anchor: link("/about"), expected: null },
    { name: "shift-click", click: { ...plain, shiftKey: true }, anchor: link("/about"), expected: null },
    { name: "alt-click", click: { ...plain, altKey: true }, anchor: link("/about"), expected: null },
    { name: "middle button", click: { ...plain, button: 1 }, anchor: link("/about"), expected: null },
    {
      name: "a handler already took it",
      click: { ...plain, defaultPrevented: true },
      anchor: link("/about"),
      expected: null,
    },
  ])("$name → $expected", ({ click, anchor, expected }) => {
    expect(clientPath(click, anchor, ORIGIN)).toBe(expected);
  });
});
