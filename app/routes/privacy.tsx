import { privacyLoader } from "~/features/privacy/privacy-loader.server";
import { PrivacyPage } from "~/features/privacy/privacy-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy";

// Rendered per request: the periods it quotes are the running server's retention settings.
export const loader = (args: Route.LoaderArgs) => privacyLoader(args);
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { page, periods } = loaderData;
  return <PrivacyPage heading={page.heading} intro={page.intro} periods={periods} />;
}
