import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { type AppLoadContext, createRequestHandler as createRouterHandler, type ServerBuild } from "react-router";
import { bufferedBody } from "./form-body";

// @react-router/express's handler, except that a request's body is the one server/http/form-body.ts read,
// counted and checked, never the raw socket stream: route actions see only forms that parse.

interface HandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode?: string;
  getLoadContext?: (req: Request, res: Response) => AppLoadContext | Promise<AppLoadContext>;
}

/** `http://other.example/contact?x` (a request target in absolute form) → `/contact?x`; `/contact` as it is. */
function originTarget(target: string): string {
  if (target.startsWith("/")) return target;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return "/";
  }
}

/** The Fetch API request React Router gets: same URL rules as @react-router/express, the buffered body. */
function routerRequest(req: Request, res: Response): globalThis.Request {
  const forwardedPort = req.app?.enabled("trust proxy") ? req.get("X-Forwarded-Host")?.split(":")[1] : undefined;
  const hostPort = req.get("host")?.split(":")[1];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${originTarget(req.originalUrl)}`);

  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === "transfer-encoding" || key === "content-length") continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const body = bufferedBody(req);
    if (body) {
      headers.set("Content-Type", body.contentType);
      init.body = body.bytes;
    } else {
      // Not read by formBodies (not mounted in front): the socket's stream, as @react-router/express does.
      init.body = createReadableStreamFromReadable(req);
      Object.assign(init, { duplex: "half" });
    }
  }
  return new globalThis.Request(url.href, init);
}

export function createRequestHandler({ build, mode = process.env.NODE_ENV, getLoadContext }: HandlerOptions) {
  const handleRequest = createRouterHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const request = routerRequest(req, res);
      const response = await handleRequest(request, await getLoadContext?.(req, res));
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [key, value] of response.headers.entries()) res.append(key, value);
      if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
      if (!response.body) {
        res.end();
        return;
      }
      await writeReadableStreamToWritable(response.body, res);
    } catch (error) {
      // A client that left mid-answer is no error of ours.
      if (res.destroyed || res.writableEnded) return;
      next(error);
    }
  };
}
