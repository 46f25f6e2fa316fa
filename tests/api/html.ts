import { JSDOM } from "jsdom";

// Reading a server-rendered page as a user or a screen reader meets it: regions by their heading,
// terms and their values, the text of links and list items, whatever the markup around them.

export const page = (html: string) => new JSDOM(html).window.document;

/**
 * Text as read aloud: each element's text apart from its neighbours' (a badge's "2" after its tile's
 * title is not "Notifications2"), text within one element as written ("Comments (0)"), runs of white
 * space as one space.
 */
export function textOf(el: Element | null | undefined) {
  if (!el) return "";
  const parts: string[] = [];
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) parts.push(child.textContent ?? "");
      else if (child.nodeType === 1) {
        parts.push(" ");
        walk(child);
        parts.push(" ");
      }
    }
  };
  walk(el);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** The text of every heading in `root`, in order. */
export const headings = (root: ParentNode) => [...root.querySelectorAll("h1, h2, h3, h4, h5, h6")].map(textOf);

/** The section or landmark labelled by a heading with exactly this text. */
export function region(doc: Document, name: string) {
  const found = [...doc.querySelectorAll("[aria-labelledby]")].find(
    (el) => textOf(doc.getElementById(el.getAttribute("aria-labelledby") ?? "")) === name,
  );
  if (!found) throw new Error(`no region named "${name}"`);
  return found;
}

/** Each term of the description lists in `root` with its value, e.g. { "Published Posts": "6" }. */
export function terms(root: ParentNode) {
  return Object.fromEntries(
    [...root.querySelectorAll("dt")].map((dt) => [textOf(dt), textOf(dt.nextElementSibling)] as const),
  );
}

/** The links in `root` whose text starts with `name`. */
export const links = (root: ParentNode, name: string) =>
  [...root.querySelectorAll("a")].filter((a) => textOf(a).startsWith(name));

/** The text of each list item in `root`, in order. */
export const listItems = (root: ParentNode) => [...root.querySelectorAll("li")].map((li) => textOf(li));

/** The element a screen reader names by its aria-label (a list or a region without a heading). */
export function labelled(root: ParentNode, label: string) {
  const found = [...root.querySelectorAll("[aria-label]")].find((el) => el.getAttribute("aria-label") === label);
  if (!found) throw new Error(`nothing labelled "${label}"`);
  return found;
}

/** The rows of the table with this caption, each as { column header: cell text }, as a screen reader pairs them. */
export function tableRows(root: ParentNode, caption: string) {
  const table = [...root.querySelectorAll("table")].find((t) => textOf(t.caption) === caption);
  if (!table) throw new Error(`no table captioned "${caption}"`);
  const columns = [...(table.tHead?.querySelectorAll("th") ?? [])].map(textOf);
  return [...table.tBodies]
    .flatMap((body) => [...body.rows])
    .map((row) => Object.fromEntries([...row.cells].map((cell, i) => [columns[i] ?? `${i + 1}`, textOf(cell)])));
}
