import { managedAction, managedLoader } from "~/features/admin/managed/managed-route";
import { TestimonialsTab } from "~/features/admin/managed/testimonials-tab";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import type { Route } from "./+types/admin-testimonials";

export const meta: Route.MetaFunction = () => adminMeta("Testimonials");

export const loader = ({ context, request }: Route.LoaderArgs) => managedLoader("testimonials", context, request);

export const action = ({ context, request }: Route.ActionArgs) => managedAction("testimonials", context, request);

export default function AdminTestimonials({ loaderData }: Route.ComponentProps) {
  return <TestimonialsTab items={loaderData.items} />;
}
