import { act, fireEvent } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { replayValuesTypedBeforeHydration } from "./keep-typed-values";

// A lead form like ours: every field controlled by React state, which the page shows back.
function Form() {
  const [name, setName] = useState("");
  const [message, setMessage] = useState("");
  const [size, setSize] = useState("1-10");
  const [consent, setConsent] = useState(false);
  const [contact, setContact] = useState("email");
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      <textarea aria-label="Message" value={message} onChange={(e) => setMessage(e.target.value)} />
      <select aria-label="Company size" value={size} onChange={(e) => setSize(e.target.value)}>
        <option value="1-10">1-10</option>
        <option value="11-50">11-50</option>
      </select>
      <input type="checkbox" aria-label="Consent" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
      {["email", "phone"].map((v) => (
        <input
          key={v}
          type="radio"
          name="contact"
          aria-label={v}
          value={v}
          checked={contact === v}
          onChange={() => setContact(v)}
        />
      ))}
      <output>{JSON.stringify({ name, message, size, consent, contact })}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/** Server HTML in the document, changed by `visitor` before React hydrates it. */
function serverPage(visitor: (form: HTMLFormElement) => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const form = container.querySelector("form") as HTMLFormElement;
  visitor(form);
  act(() => {
    root = hydrateRoot(container, <Form />);
  });
  return form;
}

const field = <T extends Element>(form: HTMLFormElement, label: string) =>
  form.querySelector(`[aria-label="${label}"]`) as unknown as T;
const state = (form: HTMLFormElement) => JSON.parse(form.querySelector("output")?.textContent ?? "{}");

describe("replayValuesTypedBeforeHydration", () => {
  it("hands what the visitor typed and chose before hydration to the form's state", () => {
    const form = serverPage((f) => {
      field<HTMLInputElement>(f, "Name").value = "Asha Verma";
      field<HTMLTextAreaElement>(f, "Message").value = "We need a chatbot for our clinics.";
      field<HTMLSelectElement>(f, "Company size").value = "11-50";
      field<HTMLInputElement>(f, "Consent").checked = true;
      field<HTMLInputElement>(f, "phone").checked = true;
    });
    // Hydration alone keeps the text on screen but not in the state.
    expect(state(form).name).toBe("");

    let replayed = 0;
    act(() => {
      replayed = replayValuesTypedBeforeHydration(document);
    });
    expect(replayed).toBe(5);
    expect(state(form)).toEqual({
      name: "Asha Verma",
      message: "We need a chatbot for our clinics.",
      size: "11-50",
      consent: true,
      contact: "phone",
    });
    expect(field<HTMLInputElement>(form, "Name").value).toBe("Asha Verma");
    expect(field<HTMLInputElement>(form, "phone").checked).toBe(true);
    expect(field<HTMLInputElement>(form, "email").checked).toBe(false);

    // The form stays a normal controlled form afterwards.
    fireEvent.change(field(form, "Name"), { target: { value: "Asha V." } });
    expect(state(form).name).toBe("Asha V.");
  });

  it("leaves untouched fields alone", () => {
    const form = serverPage(() => {});
    let replayed = -1;
    act(() => {
      replayed = replayValuesTypedBeforeHydration(document);
    });
    expect(replayed).toBe(0);
    expect(state(form)).toEqual({ name: "", message: "", size: "1-10", consent: false, contact: "email" });
  });
});
