/**
 * Turns an article's plain-text body into blocks rendered as React elements (never as HTML):
 * "## " starts a subheading, blank lines separate paragraphs, lines starting with "- " form a list.
 */
export type ArticleBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] };

export function parseArticleBody(content: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  const chunks = content.replace(/\r\n?/g, "\n").split(/\n\s*\n/);
  for (const chunk of chunks) {
    const lines = chunk
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
      paragraph = [];
    };
    for (const line of lines) {
      if (line.startsWith("## ")) {
        flush();
        const text = line.slice(3).trim();
        if (text) blocks.push({ kind: "heading", text });
      } else if (line.startsWith("- ")) {
        flush();
        const last = blocks.at(-1);
        const item = line.slice(2).trim();
        if (last?.kind === "list") last.items.push(item);
        else blocks.push({ kind: "list", items: [item] });
      } else {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
