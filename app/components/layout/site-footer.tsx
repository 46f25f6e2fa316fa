import { type ComponentType, lazy, Suspense } from "react";
import { StaticHtml } from "~/components/ui/static-html";

// The footer is the same on every page and never changes, so React does not hydrate it (StaticHtml),
// and its content is a module of its own: the server has it from the start (entry.server waits for
// `footerReady`), a browser loads it only for a client render of the footer (a hydration that fell
// back to one). No page carries that code.
let ServerFooterBody: ComponentType | undefined;
export const footerReady: Promise<void> = import.meta.env.SSR
  ? import("./footer-body").then((m) => {
      ServerFooterBody = m.FooterBody;
    })
  : Promise.resolve();
const ClientFooterBody = lazy(() => import("./footer-body").then((m) => ({ default: m.FooterBody })));

export function SiteFooter() {
  return (
    <StaticHtml as="footer" className="bg-ink text-slate-300">
      {ServerFooterBody ? (
        <ServerFooterBody />
      ) : (
        <Suspense fallback={null}>
          <ClientFooterBody />
        </Suspense>
      )}
    </StaticHtml>
  );
}
