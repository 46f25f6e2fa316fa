import { describe, expect, it } from "vitest";
import { smtpTimeoutsFor } from "./mailer";

describe("smtpTimeoutsFor", () => {
  it.each([
    // grace s, connection, greeting, socket (ms): two e-mails a connection fit in the grace less 10 s, each at most 40 s.
    [60, 6_250, 6_250, 12_500],
    [90, 10_000, 10_000, 20_000],
    [3600, 10_000, 10_000, 20_000],
    [30, 2_500, 2_500, 5_000],
    [10, 500, 500, 1_000],
  ])("grace %i s → %i / %i / %i ms", (grace, connection, greeting, socket) => {
    expect(smtpTimeoutsFor(grace)).toEqual({
      connectionTimeout: connection,
      greetingTimeout: greeting,
      socketTimeout: socket,
    });
  });
});
