import { type LogFn, type Logger, pino } from "pino";

/** The areas a log line can come from, one child logger each (the `area` field). */
export type LogArea =
  | "http"
  | "db"
  | "admin"
  | "outbox"
  | "campaigns"
  | "chat"
  | "analytics"
  | "alerts"
  | "start"
  | "process";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * A line for a person at a terminal: `12:00:01 INFO  http  GET /contact 200 3.1ms`. Used only with
 * NODE_ENV=development, so the logger needs no pretty-printing package in production.
 */
export function compactLine(entry: Record<string, unknown>): string {
  const { level, time, msg, area, pid: _pid, hostname: _host, ...rest } = entry;
  const clock = typeof time === "string" ? time.slice(11, 19) : "";
  const extras = Object.entries(rest)
    .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join(" ");
  return `${clock} ${String(level).toUpperCase().padEnd(5)} ${String(area ?? "").padEnd(9)} ${msg ?? ""}${extras ? `  ${extras}` : ""}\n`;
}

function build(level: LogLevel, pretty: boolean): Logger {
  const options = {
    level,
    // Names, not numbers, and ISO times: what a log shipper and a person both read.
    formatters: { level: (label: string) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Defence in depth: these keys never reach a line even if someone passes them.
    redact: {
      paths: ["password", "token", "secret", "authorization", "cookie", "*.password", "*.token", "*.authorization"],
      censor: "[redacted]",
    },
  };
  if (!pretty) return pino(options, pino.destination({ dest: 1, sync: true }));
  return pino(options, {
    write(line: string) {
      try {
        process.stdout.write(compactLine(JSON.parse(line) as Record<string, unknown>));
      } catch {
        process.stdout.write(line);
      }
    },
  });
}

const envLevel = process.env.LOG_LEVEL as LogLevel | undefined;
let root = build(envLevel && LOG_LEVELS.includes(envLevel) ? envLevel : "info", process.env.NODE_ENV === "development");
const children = new Map<LogArea, Logger>();

/** Sets the level and format from the validated settings (main.ts and dev.ts call it once at start). */
export function configureLogger({ level, pretty }: { level: LogLevel; pretty: boolean }) {
  root = build(level, pretty);
  children.clear();
}

const METHODS = ["fatal", "error", "warn", "info", "debug", "trace"] as const;
export type AreaLogger = Pick<Logger, (typeof METHODS)[number]>;

/** Calls go to the logger of the moment, so a module can keep one at top level before configureLogger runs. */
function facade(current: () => Logger): AreaLogger {
  const out = {} as Record<(typeof METHODS)[number], LogFn>;
  for (const m of METHODS) {
    out[m] = ((...args: unknown[]) => Reflect.apply(current()[m], current(), args)) as LogFn;
  }
  return out;
}

/** The root logger. */
export const log: AreaLogger = facade(() => root);

function childOf(area: LogArea): Logger {
  let child = children.get(area);
  if (!child) {
    child = root.child({ area });
    children.set(area, child);
  }
  return child;
}

/** The logger of one area: `logger("outbox").warn({ rowId }, "…")`. */
export function logger(area: LogArea): AreaLogger {
  return facade(() => childOf(area));
}

/**
 * For code that takes a console-like `log` option (the outbox worker, the campaign sender): tests
 * still pass their own collector, production gets the area's JSON logger.
 */
export function consoleLike(area: LogArea): Pick<Console, "log" | "warn" | "error"> {
  return {
    log: (msg: string) => logger(area).info(msg),
    warn: (msg: string) => logger(area).warn(msg),
    error: (msg: string) => logger(area).error(msg),
  };
}
