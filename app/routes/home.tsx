import { testimonials } from "~/content/home";
import { HomePage } from "~/features/home/home-page";
import { routeMeta } from "~/lib/meta";
import { pageLoader } from "~/content/page-info.server";
import type { Route } from "./+types/home";

// The testimonials' copy travels as loader data (prerendered into the HTML), not as JavaScript.
export function loader({ request }: Route.LoaderArgs) {
  return { ...pageLoader({ request }), testimonials };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return <HomePage heading={page.heading} intro={page.intro} testimonials={loaderData.testimonials} />;
}
