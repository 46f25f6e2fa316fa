import MarkdownIt from "markdown-it";

// Post bodies are Markdown written in the admin area. markdown-it with `html: false` escapes every raw
// HTML tag (so <script> and onerror= stay text), and its validateLink refuses javascript:, vbscript:,
// file: and non-image data: URLs, leaving such a link as plain text. No HTML sanitiser is needed on top.
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });

// Links to other sites open as usual but give them no handle on this page and no referrer path.
const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = tokens[idx]?.attrGet("href") ?? "";
  if (/^https?:\/\//i.test(href)) tokens[idx]?.attrSet("rel", "noopener noreferrer");
  return defaultLinkOpen(tokens, idx, options, env, self);
};
// Images in an article load lazily below the fold.
const defaultImage = md.renderer.rules.image;
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  tokens[idx]?.attrSet("loading", "lazy");
  return defaultImage ? defaultImage(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
};

/** Safe HTML for an article body: headings, lists, code, links, images; never script or event handlers. */
export function renderMarkdown(content: string): string {
  return md.render(content);
}
