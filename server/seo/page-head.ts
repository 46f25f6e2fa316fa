// Reads what a search engine reads from a page's <head>: title, description, canonical, robots and
// og:image. React renders these tags itself (double-quoted attributes, escaped text), so a small
// tag scanner is enough; it never runs anything from the page.

export interface PageHead {
  title: string | null;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  ogImage: string | null;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([^\s=/"'<>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attrs[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? "");
  }
  return attrs;
}

export function parseHead(html: string): PageHead {
  const head = /<head[\s>][\s\S]*?<\/head>/i.exec(html)?.[0] ?? html;
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const found: PageHead = {
    title: title === undefined ? null : decodeEntities(title).trim(),
    description: null,
    canonical: null,
    robots: null,
    ogImage: null,
  };
  for (const m of head.matchAll(/<(meta|link)\b([^>]*)>/gi)) {
    const a = attributes(m[2]);
    if (m[1].toLowerCase() === "link") {
      if (a.rel?.toLowerCase() === "canonical") found.canonical ??= a.href ?? "";
      continue;
    }
    const name = a.name?.toLowerCase();
    if (name === "description") found.description ??= a.content ?? "";
    else if (name === "robots") found.robots ??= a.content ?? "";
    else if (a.property?.toLowerCase() === "og:image") found.ogImage ??= a.content ?? "";
  }
  return found;
}

/** `noindex` in the robots meta tag ("noindex, nofollow", "none"). */
export const isNoindex = (robots: string | null) => /\b(noindex|none)\b/i.test(robots ?? "");
