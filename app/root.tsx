import { type ReactNode, useEffect, useLayoutEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { LazyWidgetLoaders } from "~/components/layout/lazy-widgets";
import { SiteShell } from "~/components/layout/site-shell";
import { SPLASH_GATE_SCRIPT } from "~/components/widgets/splash-gate";
import { ToastProvider } from "~/components/widgets/toast";
import { markHydrated } from "~/lib/hydration-phase";
import { replayValuesTypedBeforeHydration } from "~/lib/keep-typed-values";
import { useNonce } from "~/lib/nonce";
import { usePageBeacon } from "~/lib/page-beacon";
import { getSettings, toPublicSettings } from "~/lib/settings.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  // `precedence` makes React emit the stylesheet ahead of the hoisted module preloads, so the
  // render-blocking CSS is the first request after the document, not the 34th.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader() {
  return { site: toPublicSettings(getSettings()) };
}

// Brand and contact details only change with a restart: never refetch them on navigation.
export function shouldRevalidate() {
  return false;
}

/**
 * Once React has hydrated: hands what a visitor typed meanwhile to the forms' state, then signals to
 * tests and tools that the page is interactive (React has attached its handlers).
 */
function HydrationMarker() {
  // A layout effect runs as the hydration commits: every later render is a client render (StaticHtml).
  useLayoutEffect(markHydrated, []);
  useEffect(() => {
    replayValuesTypedBeforeHydration();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#172c6e" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, hashed in the CSP; runs before paint
          dangerouslySetInnerHTML={{ __html: SPLASH_GATE_SCRIPT }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <HydrationMarker />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

// The layout's chat panel and search dialog are features: mounted here, each loaded on first use.
const widgets: LazyWidgetLoaders = {
  chatPanel: () => import("~/features/chat/chat-panel").then((m) => ({ default: m.ChatPanel })),
  searchDialog: () => import("~/features/search/search-dialog").then((m) => ({ default: m.SearchDialog })),
};

/**
 * The admin area is an app with a frame of its own (features/admin/shell/admin-frame.tsx): no marketing header,
 * footer, chat, cursor or splash. A URL under /admin that matches no admin screen is the public 404.
 */
function useAdminPage() {
  const { pathname } = useLocation();
  const matches = useMatches();
  return /^\/admin(\/|$)/i.test(pathname) && !matches.some((m) => m.id === "routes/not-found");
}

export default function App() {
  usePageBeacon();
  const admin = useAdminPage();
  if (admin)
    return (
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    );
  return (
    <SiteShell widgets={widgets}>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "Page not found" : "Something went wrong";
  const content = (
    <div className="container-page py-24 text-center">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700">
        {notFound
          ? "The page you are looking for does not exist."
          : "We could not show this page right now. Please try again in a moment."}
      </p>
      <a className="btn-primary mt-8" href="/">
        Go to the home page
      </a>
    </div>
  );
  // Keep the site's frame (navigation, footer) whenever the brand settings loaded; never on admin pages.
  const root = useRouteLoaderData("root") as { site?: unknown } | undefined;
  const admin = /^\/admin(\/|$)/i.test(useLocation().pathname);
  return root?.site && !admin ? (
    <SiteShell widgets={widgets}>{content}</SiteShell>
  ) : (
    <main id="main" className="outline-none">
      {content}
    </main>
  );
}
