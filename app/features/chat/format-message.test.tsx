import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { formatMessage, isSitePath } from "./format-message";

function html(text: string) {
  const router = createMemoryRouter([{ path: "*", element: <p>{formatMessage(text)}</p> }]);
  const { container } = render(<RouterProvider router={router} />);
  return container.querySelector("p")!.innerHTML;
}

describe("formatMessage", () => {
  it.each([
    ["plain words", "plain words"],
    ["**Pricing** starts at $2,999", "<strong>Pricing</strong> starts at $2,999"],
    ["an *italic* word and _another_", "an <em>italic</em> word and <em>another</em>"],
    ["line one\nline two", "line one<br>line two"],
    ["- first\n- second", "• first<br>• second"],
    ["**bold with *italic* inside**", "<strong>bold with <em>italic</em> inside</strong>"],
    ["snake_case_name and 2*3*4", "snake_case_name and 2*3*4"],
    ['<img src=x onerror="alert(1)">', '&lt;img src=x onerror="alert(1)"&gt;'],
    [
      "See [Pricing](/services)",
      'See <a class="font-semibold text-brand-800 underline hover:text-brand-900" href="/services" data-discover="true">Pricing</a>',
    ],
    ["[evil](javascript:alert(1))", "evil (javascript:alert(1))"],
    ["[other site](https://example.com)", "other site (https://example.com)"],
    ["[protocol relative](//evil.example)", "protocol relative (//evil.example)"],
  ])("%s", (text, expected) => {
    expect(html(text)).toBe(expected);
  });
});

describe("isSitePath", () => {
  it.each([
    ["/services/dev/chatbots", true],
    ["/blog/measuring-ai-roi#top", true],
    ["//evil.example", false],
    ["/\\evil.example", false],
    ["https://example.com", false],
    ["javascript:alert(1)", false],
    ["services", false],
    ["/api/chat", false],
  ])("%s → %s", (href, expected) => {
    expect(isSitePath(href)).toBe(expected);
  });
});
