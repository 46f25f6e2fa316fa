// Run after `react-router build`: inlines each prerendered page's critical CSS and defers the full
// stylesheet (server/http/critical-css.ts; server-rendered pages get the same pass per response).
import path from "node:path";
import { getSettings } from "~/lib/settings.server";
import { inlineCriticalCssInPrerenderedPages } from "../server/http/critical-css";

const count = inlineCriticalCssInPrerenderedPages(path.resolve(getSettings().BUILD_DIR, "client"));
console.log(`critical CSS inlined in ${count} prerendered pages`);
