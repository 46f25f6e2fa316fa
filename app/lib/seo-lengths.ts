/**
 * Recommended lengths, in characters, of a page's <title> and meta description (the SEO Tools audit
 * and the post form's hints). Search results cut a title at about 600 px, roughly 60 characters, and a
 * description at about 160; under 30 / 70 characters the result wastes room the page could use. The
 * title is measured as rendered, with the " | Brand" suffix, because that is what a result shows.
 */
export const SEO_LENGTHS = {
  title: { min: 30, max: 60 },
  description: { min: 70, max: 160 },
} as const;
