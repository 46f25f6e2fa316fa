import { data } from "react-router";
import { HomePage } from "~/features/home/home-page";
import { buildMeta } from "~/lib/meta";
import type { PublicSettings } from "~/lib/public-settings";
import type { Route } from "./+types/not-found";

// Any unknown path: the Home page, answered with 404 and kept out of search indexes.
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = (matches.find((m) => m?.id === "root")?.data as { site: PublicSettings } | undefined)?.site;
  return buildMeta(
    site,
    "/",
    { title: "Page not found", description: "This page does not exist. Explore our AI and IT services instead." },
    { noindex: true },
  );
};

export default function NotFound() {
  return (
    <>
      <div className="border-b border-amber-300 bg-amber-50">
        <p className="container-page py-3 text-sm text-amber-950">
          We could not find that page, so here is our home page instead.
        </p>
      </div>
      <HomePage />
    </>
  );
}
