import { SEQUENCE_STEP_FIELDS } from "~/features/admin/sequences/sequences-api";
import { SequencesTab } from "~/features/admin/sequences/sequences-tab";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { formText, formTexts } from "~/lib/form-data";
import { runIntent } from "~/lib/intent-action";
import type { Route } from "./+types/admin-sequences";

export const meta: Route.MetaFunction = () => adminMeta("Sequences");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "sequences");
  return { overview: await adminOf(context).sequences.overview() };
}

// One action for the area: save a step, preview or test-send the posted (unsaved) text, remove the last
// step, pause or resume every sequence. A position that is not a number reads as NaN: the slice refuses it.
export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "sequences");
  const { sequences } = adminOf(context);
  const form = await request.formData();
  const position = Number(formText(form, "position") || Number.NaN);
  const step = () => formTexts(form, SEQUENCE_STEP_FIELDS);
  return runIntent(form, {
    save: () => sequences.saveStep(position, step()),
    preview: () => sequences.preview(step()),
    test: () => sequences.testSend(step()),
    remove: () => sequences.removeStep(position),
    pause: () => sequences.setPaused(formText(form, "paused") === "on"),
  });
}

export default function AdminSequences({ loaderData }: Route.ComponentProps) {
  return <SequencesTab overview={loaderData.overview} />;
}
