import { adminMeta } from "~/features/admin/admin-meta";
import { managedAction, managedLoader } from "~/features/admin/managed-route";
import { TestimonialsTab } from "~/features/admin/testimonials-tab";
import type { Route } from "./+types/admin-testimonials";

export const meta: Route.MetaFunction = () => adminMeta("Testimonials");

export const loader = ({ context, request }: Route.LoaderArgs) => managedLoader("testimonials", context, request);

export const action = ({ context, request }: Route.ActionArgs) => managedAction("testimonials", context, request);

export default function AdminTestimonials({ loaderData }: Route.ComponentProps) {
  return <TestimonialsTab items={loaderData.items} />;
}
