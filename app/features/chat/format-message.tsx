import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";

// Bot replies carry a little Markdown: **bold**, *italic*, line breaks, "- " list lines and
// [label](/path) links. They are built as React elements, never as HTML, so a reply containing
// `<img onerror=…>` shows as text. Only same-site paths become links; any other address stays text.

const INLINE = /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^\n]+?)\*\*|(?<![\p{L}\d*])[*_]([^*_\n]+?)[*_](?![\p{L}\d*])/u;

/**
 * A page of this site: starts with one slash (not "//", which is another host), no backslashes, and
 * not the JSON API.
 */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(href) && !/^\/api(\/|$)/.test(href);
}

function inline(text: string, key: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  let i = 0;
  while (rest) {
    const m = INLINE.exec(rest);
    if (!m) {
      nodes.push(rest);
      break;
    }
    if (m.index > 0) nodes.push(rest.slice(0, m.index));
    const k = `${key}-${i++}`;
    const [whole, label, href, bold, italic] = m;
    if (label !== undefined && href !== undefined) {
      nodes.push(
        isSitePath(href) ? (
          <Link key={k} to={href} className="font-semibold text-brand-800 underline hover:text-brand-900">
            {label}
          </Link>
        ) : (
          `${label} (${href})`
        ),
      );
    } else if (bold !== undefined) {
      nodes.push(<strong key={k}>{inline(bold, k)}</strong>);
    } else if (italic !== undefined) {
      nodes.push(<em key={k}>{inline(italic, k)}</em>);
    }
    rest = rest.slice(m.index + whole.length);
  }
  return nodes;
}

/** The reply as React nodes: one line per line of text, "- " lines as bullets. */
export function formatMessage(text: string): ReactNode {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  return lines.map((line, i) => {
    const bullet = /^\s*[-•]\s+/.exec(line);
    const body = bullet ? line.slice(bullet[0].length) : line;
    return (
      <Fragment key={i}>
        {i > 0 && <br />}
        {bullet && "• "}
        {inline(body, String(i))}
      </Fragment>
    );
  });
}
