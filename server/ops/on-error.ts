import { maskError } from "../mail/mask-error";
import { type LogArea, logger } from "./logger";

/** Where an unexpected error happened: the area, and for a request its id, method and path (no query). */
export interface ErrorContext {
  area: LogArea;
  reqId?: string;
  method?: string;
  path?: string;
  [key: string]: unknown;
}

export type ErrorReporter = (err: unknown, context: ErrorContext) => void;

/**
 * The one place a deployer wires an error tracker (Sentry, Bugsnag, …): call setErrorReporter at start,
 * e.g. `setErrorReporter((err, ctx) => Sentry.captureException(err, { extra: ctx }))`. Process-wide on
 * purpose, like the process handlers below that report through it: an uncaught error belongs to no app,
 * and a tracker is wired once per process. No app sets it (the API tests' shared process never does).
 */
let reporter: ErrorReporter | undefined;

export function setErrorReporter(fn: ErrorReporter | undefined) {
  reporter = fn;
}

/**
 * Every unexpected error goes through here: the Express error handlers, the API's, and the process
 * handlers. It logs one line (the message masked: no passwords, addresses or query strings; the stack
 * for the developer) and hands the error to the reporter; a reporter that throws is ignored.
 */
export function onError(err: unknown, context: ErrorContext) {
  const { area, ...fields } = context;
  const stack = err instanceof Error ? err.stack?.split("\n").slice(1, 6).join("\n") : undefined;
  logger(area).error({ ...fields, error: maskError(err), stack }, "unexpected error");
  try {
    reporter?.(err, context);
  } catch {
    // An error tracker that fails must not take the request or the process down with it.
  }
}

/**
 * Unhandled rejections are logged and the process goes on (each is a bug to fix, not a reason to drop
 * every request in flight); an uncaught exception leaves the process in an unknown state, so after the
 * line it exits with code 1 and the process manager starts a fresh one.
 */
export function installProcessHandlers() {
  process.on("unhandledRejection", (reason) => onError(reason, { area: "process", event: "unhandledRejection" }));
  process.on("uncaughtException", (err) => {
    onError(err, { area: "process", event: "uncaughtException" });
    process.exit(1);
  });
}
