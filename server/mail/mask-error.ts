/**
 * Why a delivery failed, without secrets or personal data: nodemailer and fetch errors can quote the
 * connection URL (with its password), the recipient's address or a URL's query string (tokens).
 * Kept short: it is stored in outbox.last_error and shown in the admin area.
 */
export function maskError(err: unknown, secrets: readonly string[] = []): string {
  const e = err as {
    code?: string;
    responseCode?: number;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  let message = e?.message ?? String(err);
  // fetch says only "fetch failed"; the reason is in its cause ("connect ECONNREFUSED …", "bad port").
  if (e?.cause?.message && !message.includes(e.cause.message)) message = `${message}: ${e.cause.message}`;
  for (const secret of secrets) if (secret) message = message.split(secret).join("***");
  message = message
    .replace(/\/\/[^@\s/]*@/g, "//***@")
    .replace(/[^\s<>"'@:/*]+@[^\s<>"']+/g, "***")
    .replace(/(https?:\/\/[^\s?#]+)[?#][^\s]*/g, "$1?***");
  const code = e?.code ?? e?.cause?.code;
  return [code, e?.responseCode, message]
    .filter((part) => part !== undefined && part !== "")
    .join(" ")
    .slice(0, 500);
}
