import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Select } from "./select";

// ADR 023's two variants, now drawn by the shared Field: these are the classes and lines each one had.
describe("admin Select", () => {
  it.each([
    ["field", "Status", "field-label", "field", null, "*"],
    ["inline", "Status of Asha", "sr-only", "field w-auto py-1.5 text-sm", "inline-block", null],
  ] as const)(
    "%s: label %j is %s, the select is %j in a div of class %j, star %j",
    (variant, label, labelClass, selectClass, wrapperClass, star) => {
      render(<Select id="s" variant={variant} name="status" label={label} required options={["new", "won"]} />);
      const select = screen.getByRole("combobox", { name: label });
      expect(screen.getByText(label)).toHaveAttribute("class", labelClass);
      expect(select).toHaveAttribute("class", selectClass);
      expect(select.parentElement?.getAttribute("class")).toBe(wrapperClass);
      expect(document.querySelector("label span")?.textContent ?? null).toBe(star);
    },
  );

  it("takes strings and stored ids with labels, a placeholder first, and ties hint and error to the select", () => {
    render(
      <Select
        id="cat"
        name="category"
        label="Category"
        placeholder="Choose a category"
        options={["AI", { id: "ml", label: "Machine learning" }]}
        hint="Shown on the card."
        error="Choose a category."
      />,
    );
    const select = screen.getByRole("combobox", { name: "Category" });
    expect([...select.querySelectorAll("option")].map((o) => [o.value, o.textContent])).toEqual([
      ["", "Choose a category"],
      ["AI", "AI"],
      ["ml", "Machine learning"],
    ]);
    expect(select).toHaveAttribute("aria-describedby", "cat-error cat-hint");
    expect(select).toHaveAttribute("aria-invalid", "true");
  });
});
