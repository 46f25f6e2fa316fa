import type { MetaDescriptor } from "react-router";

/** Admin pages: a plain title, never indexed (the server also sends X-Robots-Tag). */
export const adminMeta = (title: string): MetaDescriptor[] => [
  { title: `${title} · Admin` },
  { name: "robots", content: "noindex, nofollow" },
];
