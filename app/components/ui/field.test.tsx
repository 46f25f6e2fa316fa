import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TextArea, TextField } from "./field";
import { Field, optionOf, SelectField } from "./field-core";

const input = (a: object) => <input {...a} name="email" />;

describe("Field", () => {
  it("ties its label to the control by for/id and gives the control the field look", () => {
    render(<Field id="email" label="Work e-mail" control={input} />);
    const control = screen.getByRole("textbox", { name: "Work e-mail" });
    expect(control).toHaveAttribute("id", "email");
    expect(control).toHaveClass("field");
    expect(screen.getByText("Work e-mail")).toHaveAttribute("for", "email");
    expect(screen.getByText("Work e-mail")).toHaveClass("field-label");
  });

  it.each([
    ["neither", {}, null, "", null],
    ["a hint", { hint: "We reply within a day." }, "email-hint", "We reply within a day.", null],
    ["an error", { error: "Enter an e-mail address." }, "email-error", "Enter an e-mail address.", "true"],
    [
      "both",
      { hint: "We reply within a day.", error: "Enter an e-mail address." },
      "email-error email-hint",
      "Enter an e-mail address. We reply within a day.",
      "true",
    ],
  ])(
    "with %s: aria-describedby %s, described as %j, aria-invalid %s",
    (_, lines, describedBy, description, invalid) => {
      render(<Field id="email" label="Work e-mail" {...lines} control={input} />);
      const control = screen.getByRole("textbox", { name: "Work e-mail" });
      expect(control.getAttribute("aria-describedby")).toBe(describedBy);
      expect(control).toHaveAccessibleDescription(description);
      expect(control.getAttribute("aria-invalid")).toBe(invalid);
    },
  );

  it.each([
    ["a visible label, required", false, true, "*"],
    ["a visible label, optional", false, false, null],
    ["a screen-reader label, required", true, true, null],
  ])("with %s shows the star %j, hidden from screen readers", (_, hideLabel, required, star) => {
    render(<Field id="email" label="Work e-mail" hideLabel={hideLabel} required={required} control={input} />);
    const label = document.querySelector("label[for=email]");
    expect(label?.querySelector("span")?.textContent ?? null).toBe(star);
    if (star) expect(label?.querySelector("span")).toHaveAttribute("aria-hidden", "true");
    // The star is never part of the name: the control's own `required` says it.
    expect(screen.getByRole("textbox", { name: "Work e-mail" })).toBeInTheDocument();
  });

  it("hides the label on screen but still names the control (a row's inline control)", () => {
    render(<Field id="role" label="Role for Asha" hideLabel className="inline-block" control={input} />);
    expect(screen.getByText("Role for Asha")).toHaveClass("sr-only");
    expect(screen.getByText("Role for Asha")).not.toHaveClass("field-label");
    expect(screen.getByRole("textbox", { name: "Role for Asha" }).parentElement).toHaveClass("inline-block");
  });

  it("generates a distinct id for each field given none, and ties hint lines to it", () => {
    render(
      <>
        <Field label="From" hint="First day" control={input} />
        <Field label="To" control={input} />
      </>,
    );
    const from = screen.getByRole("textbox", { name: "From" });
    const to = screen.getByRole("textbox", { name: "To" });
    expect(from.id).not.toBe("");
    expect(from.id).not.toBe(to.id);
    expect(from).toHaveAttribute("aria-describedby", `${from.id}-hint`);
    expect(from).toHaveAccessibleDescription("First day");
  });
});

describe("TextField, TextArea and SelectField on Field", () => {
  it("keep the field class first and add the control's own, the wrapper's classes on the div", () => {
    render(<TextField id="q" label="Search" className="sm:max-w-xs" fieldClassName="md:col-span-2" />);
    const control = screen.getByRole("textbox", { name: "Search" });
    expect(control).toHaveAttribute("class", "field sm:max-w-xs");
    expect(control.parentElement).toHaveAttribute("class", "md:col-span-2");
  });

  it("pass a caller's aria-describedby through in place of the lines' (a state shown elsewhere)", () => {
    render(<TextField id="d" label="Follow-up date" aria-describedby="follow-up-state" />);
    expect(screen.getByRole("textbox", { name: "Follow-up date" })).toHaveAttribute(
      "aria-describedby",
      "follow-up-state",
    );
  });

  it("TextArea is a labelled, required multi-line box", () => {
    render(<TextArea id="m" label="Message" required error="Tell us a little more." />);
    const box = screen.getByRole("textbox", { name: "Message" });
    expect(box.tagName).toBe("TEXTAREA");
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription("Tell us a little more.");
  });

  it.each([
    [
      "strings, no placeholder",
      ["ASAP", "This week"],
      undefined,
      [
        ["ASAP", "ASAP"],
        ["This week", "This week"],
      ],
    ],
    [
      "ids with labels and a placeholder",
      [
        { id: "latest", label: "Latest" },
        { id: "popular", label: "Most Popular" },
      ],
      "Any order",
      [
        ["", "Any order"],
        ["latest", "Latest"],
        ["popular", "Most Popular"],
      ],
    ],
  ])("SelectField with %s lists value/label pairs", (_, options, placeholder, expected) => {
    render(<SelectField id="s" label="Sort by" options={options} placeholder={placeholder} />);
    const select = screen.getByRole("combobox", { name: "Sort by" });
    expect([...select.querySelectorAll("option")].map((o) => [o.value, o.textContent])).toEqual(expected);
  });
});

describe("optionOf", () => {
  it.each([
    ["Healthcare", { value: "Healthcare", label: "Healthcare" }],
    [
      { id: "rating", label: "Highest Rated" },
      { value: "rating", label: "Highest Rated" },
    ],
  ])("%j gives %j", (option, expected) => {
    expect(optionOf(option)).toEqual(expected);
  });
});
