import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { SequenceConsentField } from "./sequence-consent-field";

function Harness() {
  const [checked, setChecked] = useState(false);
  return (
    <form>
      <SequenceConsentField id="consent" checked={checked} onChange={setChecked} />
    </form>
  );
}

describe("the e-mail sequence's consent box", () => {
  it("is unticked, named by its exact wording, and describes what follows with a link to /privacy", () => {
    render(<Harness />);
    const box = screen.getByRole("checkbox", { name: "Email me ideas and next steps for this" });
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute("name", "sequenceConsent");
    expect(box).toHaveAccessibleDescription(
      "After you confirm from an e-mail: up to five short e-mails, stopped by one click. What we keep and why",
    );
    expect(screen.getByRole("link", { name: "What we keep and why" })).toHaveAttribute("href", "/privacy");
  });

  it("posts 'on' when ticked (the form without JavaScript) and nothing when not", () => {
    const { container } = render(<Harness />);
    const form = container.querySelector("form") as HTMLFormElement;
    expect(new FormData(form).get("sequenceConsent")).toBeNull();
    fireEvent.click(screen.getByText("Email me ideas and next steps for this"));
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(new FormData(form).get("sequenceConsent")).toBe("on");
  });
});
