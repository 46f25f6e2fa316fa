import { HomePage } from "~/features/home/home-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Home() {
  return <HomePage />;
}
