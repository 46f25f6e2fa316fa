import { data } from "react-router";
import { managedOf } from "~/content/managed-content";
import { pageFor } from "~/content/page-info.server";
import { HomePage } from "~/features/home/home-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

// Any unknown path: the Home page, answered with 404 and kept out of search indexes.
export async function loader({ context }: Route.LoaderArgs) {
  const home = pageFor("/");
  const testimonials = await managedOf(context).testimonials();
  return data(
    {
      home,
      testimonials,
      page: {
        path: "/",
        title: "Page not found",
        description: "This page does not exist. Explore our AI and IT services instead.",
      },
    },
    { status: 404 },
  );
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="border-b border-amber-300 bg-amber-50">
        <p className="container-page py-3 text-sm text-amber-950">
          We could not find that page, so here is our home page instead.
        </p>
      </div>
      <HomePage
        heading={loaderData.home.heading}
        intro={loaderData.home.intro}
        testimonials={loaderData.testimonials}
      />
    </>
  );
}
