// A visitor can type into a server-rendered form before React has hydrated it (the page is usable
// at once; its JavaScript starts after the first paint). React 19 leaves such a value in the field
// while hydrating, but the component's state still holds the server's empty value, so the next
// render would wipe the text. After hydration this hands every changed field back to React as the
// input or click events a person would have caused, so the form's state takes the typed value.

const SKIPPED_TYPES = new Set(["hidden", "submit", "button", "reset", "file", "image"]);

// React watches the `value`/`checked` setters of each field it controls; setting through the element
// updates what React last saw, setting through the prototype does not, so the next event is a change.
function setNative(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
}

type Typed =
  | { el: HTMLInputElement | HTMLTextAreaElement; value: string }
  | { el: HTMLInputElement; checked: boolean }
  | { el: HTMLSelectElement; option: string };

/** The fields whose value differs from the server's HTML (typed, chosen or restored by the browser). */
function changedFields(root: ParentNode): Typed[] {
  const changed: Typed[] = [];
  for (const el of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (el.disabled || (el instanceof HTMLInputElement && SKIPPED_TYPES.has(el.type))) continue;
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
      // A radio group changes through the radio now checked; the others follow React's state.
      if (el.checked !== el.defaultChecked && (el.type === "checkbox" || el.checked)) {
        changed.push({ el, checked: el.checked });
      }
    } else if (el.value !== el.defaultValue) {
      changed.push({ el, value: el.value });
    }
  }
  for (const el of root.querySelectorAll("select")) {
    if (el.disabled || el.multiple) continue;
    const defaultOption = [...el.options].find((o) => o.defaultSelected) ?? el.options[0];
    if (defaultOption && el.options[el.selectedIndex] !== defaultOption) changed.push({ el, option: el.value });
  }
  return changed;
}

/**
 * Replays the fields changed before hydration as events; returns how many it replayed. Each event
 * re-renders the form at once, which puts the fields not replayed yet back to their state's value:
 * so all are read first, and each is set to what the visitor left just before its own event.
 */
export function replayValuesTypedBeforeHydration(root: ParentNode = document): number {
  const changed = changedFields(root);
  for (const field of changed) {
    if ("checked" in field) {
      field.el.checked = !field.checked; // what React last saw
      field.el.click(); // back to the visitor's choice, with the click React listens to
    } else if ("option" in field) {
      // React reads a select's value on "change" (it keeps no record of the last value to compare).
      field.el.value = field.option;
      field.el.dispatchEvent(new Event("change", { bubbles: true }));
    } else {
      field.el.value = field.value === "" ? " " : ""; // React now believes the field holds something else
      setNative(field.el, field.value);
      field.el.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
  return changed.length;
}
