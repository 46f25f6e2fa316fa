import { managedOf } from "~/content/managed-content";
import { pageLoader } from "~/content/page-info.server";
import { HomePage } from "~/features/home/home-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

// Approved testimonials from the database (admin Testimonials tab); the copy travels as loader data.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...pageLoader({ request }), testimonials: await managedOf(context).testimonials() };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return <HomePage heading={page.heading} intro={page.intro} testimonials={loaderData.testimonials} />;
}
