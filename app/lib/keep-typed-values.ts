// A visitor can type into a server-rendered form before React has hydrated it (the page is usable
// at once; its JavaScript starts after the first paint). React 19 leaves such a value in the field
// while hydrating, but the component's state still holds the server's empty value, so the next
// render would wipe the text. After hydration this hands every changed field back to React as the
// input or click events a person would have caused, so the form's state takes the typed value.

const SKIPPED = /^(hidden|submit|button|reset|file|image)$/;

const fire = (el: Element, type: string) => el.dispatchEvent(new Event(type, { bubbles: true }));

/**
 * Replays the fields changed before hydration (typed, chosen or restored by the browser) as events;
 * returns how many. Each event re-renders the form at once, which puts the fields not replayed yet
 * back to their state's value: so all are read first, and each replay sets what the visitor left.
 */
export function replayValuesTypedBeforeHydration(root: ParentNode = document): number {
  const replays: (() => void)[] = [];
  for (const el of root.querySelectorAll<HTMLInputElement>("input, textarea, select")) {
    if (el.disabled || SKIPPED.test(el.type)) continue;
    if (el.type === "checkbox" || el.type === "radio") {
      // A radio group changes through the radio now checked; the others follow React's state.
      const { checked } = el;
      if (checked !== el.defaultChecked && (checked || el.type === "checkbox")) {
        replays.push(() => {
          el.checked = !checked; // what React last saw
          el.click(); // back to the visitor's choice, with the click React listens to
        });
      }
    } else if (el instanceof HTMLSelectElement) {
      // React reads a select's value on "change" (it keeps no record of the last value to compare).
      const { value, options } = el;
      const initial = [...options].find((o) => o.defaultSelected) ?? options[0];
      if (!el.multiple && initial && options[el.selectedIndex] !== initial) {
        replays.push(() => {
          el.value = value;
          fire(el, "change");
        });
      }
    } else if (el.value !== el.defaultValue) {
      // React watches each field's `value` setter: setting through the element tells React of a value,
      // setting through the prototype does not, so the event that follows is a change to React.
      const { value } = el;
      replays.push(() => {
        el.value = value ? "" : " ";
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value")?.set?.call(el, value);
        fire(el, "input");
      });
    }
  }
  for (const replay of replays) replay();
  return replays.length;
}
