import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { Readiness } from "../ops/health";
import { drain, gracefulShutdown } from "./shutdown";

/** A server whose answers take `delayMs`; `onSent` runs once an answer has been handed to the socket. */
function slowServer(delayMs: number, onSent?: () => void) {
  const server = http.createServer((_req, res) => {
    setTimeout(() => res.end("done", onSent), delayMs);
  });
  return new Promise<{ server: http.Server; url: string }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe("gracefulShutdown", () => {
  it("finishes the request in flight, refuses new ones, then closes the database", async () => {
    // The order is taken on the server's side: when the client reads the body is up to a busy machine.
    const events: string[] = [];
    const { server, url } = await slowServer(300, () => events.push("response sent"));
    const inFlight = fetch(url).then(async (r) => `${r.status} ${await r.text()}`);
    await new Promise((r) => setTimeout(r, 50));
    const stopped = gracefulShutdown(server, async () => {
      events.push("db closed");
    });
    await expect(fetch(url)).rejects.toThrow();
    expect(await stopped).toBe("clean");
    expect(await inFlight).toBe("200 done");
    expect(events).toEqual(["response sent", "db closed"]);
  });

  it("cuts requests that outlast the timeout", async () => {
    const { server, url } = await slowServer(5000);
    const request = fetch(url).catch(() => "cut");
    await new Promise((r) => setTimeout(r, 50));
    expect(await gracefulShutdown(server, async () => {}, 200)).toBe("forced");
    expect(await request).toBe("cut");
  });
});

describe("drain", () => {
  it("readiness turns to draining, the worker's round and the request finish, then the database closes", async () => {
    const { server, url } = await slowServer(200);
    const events: string[] = [];
    const inFlight = fetch(url).then(async (r) => events.push(`response ${await r.text()}`));
    await new Promise((r) => setTimeout(r, 50));
    const readiness = new Readiness();
    expect(readiness.draining).toBe(false);
    const how = drain({
      server,
      readiness,
      graceMs: 5000,
      stopWorkers: () =>
        new Promise<void>((resolve) => setTimeout(() => resolve(void events.push("round recorded")), 1000)),
      close: async () => {
        events.push("db closed");
      },
    });
    expect(readiness.draining).toBe(true);
    expect(await how).toBe("clean");
    await inFlight;
    expect(events).toEqual(["response done", "round recorded", "db closed"]);
  });

  it("a round that outlasts the grace: forced, and the database is left to the exit", async () => {
    const { server } = await slowServer(10);
    let closed = false;
    const how = await drain({
      server,
      readiness: new Readiness(),
      graceMs: 150,
      stopWorkers: () => new Promise<void>((resolve) => setTimeout(resolve, 2000)),
      close: async () => {
        closed = true;
      },
    });
    expect(how).toBe("forced");
    expect(closed).toBe(false);
  });
});
