/** The outcome of a form post, announced to screen readers: politely on success, assertively on error. */
export function ActionMessage({ result }: { result?: { ok: boolean; message?: string } | null }) {
  if (!result?.message) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={`mt-3 rounded-lg p-3 text-sm font-medium ${result.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}
    >
      {result.message}
    </p>
  );
}
