import { RotateCw } from "lucide-react";
import { useRevalidator } from "react-router";
import { TabPage } from "~/features/admin/shared/tab-page";
import { adminProblem } from "~/features/admin/shell/admin-error";

/** An admin screen that failed, said inside the admin's own frame; Retry reloads its data. */
export function AdminErrorPanel({ error }: { error: unknown }) {
  const problem = adminProblem(error);
  const revalidator = useRevalidator();
  const busy = revalidator.state === "loading";
  return (
    <TabPage
      title={problem.title}
      actions={
        problem.retry && (
          <button type="button" className="btn-primary" disabled={busy} onClick={() => revalidator.revalidate()}>
            <RotateCw aria-hidden="true" className={`size-4 ${busy ? "animate-spin" : ""}`} />
            {busy ? "Retrying…" : "Retry"}
          </button>
        )
      }
    >
      <title>{`${problem.title} · Admin`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <p className="text-slate-800">{problem.text}</p>
        <p className="mt-2 text-sm text-slate-600">Error {problem.status}</p>
      </div>
    </TabPage>
  );
}
