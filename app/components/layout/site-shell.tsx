import type { ReactNode } from "react";
import { BackToTop } from "~/components/widgets/back-to-top";
import { CursorGate } from "~/components/widgets/cursor-gate";
import { FloatingContact } from "~/components/widgets/floating-contact";
import { ScrollProgress } from "~/components/widgets/scroll-progress";
import { Splash } from "~/components/widgets/splash";
import { ToastProvider } from "~/components/widgets/toast";
import { useDelegatedNavigation } from "~/lib/client-navigation";
import { type LazyWidgetLoaders, LazyWidgetsProvider } from "./lazy-widgets";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The frame of every page: skip link, header, main content, footer and the global widgets. */
export function SiteShell({ children, widgets }: { children: ReactNode; widgets: LazyWidgetLoaders }) {
  useDelegatedNavigation();
  return (
    <LazyWidgetsProvider loaders={widgets}>
      <ToastProvider>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <ScrollProgress />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter />
        <BackToTop />
        <FloatingContact />
        <CursorGate />
        <Splash />
      </ToastProvider>
    </LazyWidgetsProvider>
  );
}
