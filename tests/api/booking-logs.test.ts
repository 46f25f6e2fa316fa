import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addUser } from "../factories";
import { tokenOf } from "./booking-helpers";
import { getStartedForm } from "./lead-fixtures";
import { freshDatabase, spawnServer } from "./spawn-server";

// A manage link is a secret (issue #38): the real server, as a child process logging every request,
// must never write its token, whether the link is opened, its invite downloaded or the call managed.

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  fresh = await freshDatabase("booking-logs-");
  await addUser(fresh, "asha@narmadaai.in", "admin", "active", "Asha Verma");
});
afterAll(async () => {
  await fresh?.cleanup();
});

describe(`manage links in the logs (${dbLabel})`, () => {
  it("logs the manage paths as /booking/manage/:token and the token nowhere", async () => {
    const server = await spawnServer({
      DATABASE_URL: fresh.url,
      OUTBOX_DIR: path.join(fresh.tmp, "outbox"),
      OUTBOX_POLL_MS: "50",
      LOG_REQUESTS: "true",
      LOG_LEVEL: "debug",
      SITE_URL: "https://narmadaai.in",
    });
    try {
      // The real clock: the first free slot, whenever the test runs.
      const list = (await (await fetch(`${server.base}/api/booking/slots`)).json()) as {
        days: { shown: { start: string }[] }[];
      };
      const slot = list.days[0].shown[0].start;
      const booked = await fetch(`${server.base}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ type: "get_started", form: { ...getStartedForm, slot } }),
      });
      expect(booked.status).toBe(201);
      const token = tokenOf(((await booked.json()) as { booking: { manageUrl: string } }).booking.manageUrl);
      expect(token).toHaveLength(43);

      expect((await fetch(`${server.base}/booking/manage/${token}/invite.ics`)).status).toBe(200);
      await fetch(`${server.base}/booking/manage/${token}`);
      await fetch(`${server.base}/BOOKING/Manage/${token}?x=1`);
      const view = await fetch(`${server.base}/api/booking/manage`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.base },
        body: JSON.stringify({ intent: "view", token }),
      });
      expect(view.status).toBe(200);
      const cancel = await fetch(`${server.base}/api/booking/manage`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.base },
        body: JSON.stringify({ intent: "cancel", token }),
      });
      expect(cancel.status).toBe(200);

      const lines = server.stdoutLines();
      // The requests were logged, by their masked path.
      expect(lines.filter((l) => l.includes('"path":"/booking/manage/:token"')).length).toBeGreaterThanOrEqual(3);
      expect(await server.kill("SIGTERM")).toBe(0);
      expect(server.output.join("")).not.toContain(token);
    } finally {
      await server.kill("SIGKILL");
    }
  }, 120_000);
});
