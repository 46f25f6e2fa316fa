import { describe, expect, it } from "vitest";
import { acceptedEncodings, type Coding, chooseEncoding, type Encoding } from "./accept-encoding";

describe("acceptedEncodings", () => {
  it.each<[string | undefined, Encoding[]]>([
    [undefined, ["identity"]],
    ["", ["identity"]],
    // What browsers send.
    ["gzip, deflate, br, zstd", ["br", "gzip", "identity"]],
    ["gzip, deflate, br", ["br", "gzip", "identity"]],
    ["gzip", ["gzip", "identity"]],
    ["br", ["br", "identity"]],
    ["deflate", ["identity"]],
    ["x-gzip", ["gzip", "identity"]],
    ["GZIP, BR", ["br", "gzip", "identity"]],
    // q-values order them; at equal q br before gzip before identity.
    ["br;q=0.5, gzip", ["gzip", "br", "identity"]],
    ["gzip;q=0.8, br;q=0.9", ["br", "gzip", "identity"]],
    ["br; q=0.5, gzip; q=0.5", ["br", "gzip", "identity"]],
    ["gzip;q=1.0, identity;q=0.5", ["gzip", "identity"]],
    ["gzip;q=0.5, identity", ["identity", "gzip"]],
    ["gzip;q=0.001", ["gzip", "identity"]],
    // q=0 means not acceptable.
    ["br;q=0, gzip", ["gzip", "identity"]],
    ["br;q=0.000, gzip;q=0", ["identity"]],
    ["identity;q=0, gzip", ["gzip"]],
    ["identity;q=0", []],
    // * stands for every coding not listed, identity too.
    ["*", ["br", "gzip", "identity"]],
    ["*;q=0", []],
    ["gzip, *;q=0", ["gzip"]],
    ["br;q=0, *", ["gzip", "identity"]],
    ["*;q=0.2, gzip", ["gzip", "br", "identity"]],
    // A malformed q-value drops its entry, not the header.
    ["br;q=2, gzip", ["gzip", "identity"]],
    ["br;q=abc, gzip", ["gzip", "identity"]],
    ["br;q=0.1234, gzip", ["gzip", "identity"]],
    [" , ;q=1, gzip ,", ["gzip", "identity"]],
  ])("%j → %j", (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe("chooseEncoding", () => {
  const all: Coding[] = ["br", "gzip"];
  it.each<[Encoding[], Coding[], ReturnType<typeof chooseEncoding>]>([
    [["br", "gzip", "identity"], all, { use: "br" }],
    [["br", "gzip", "identity"], ["gzip"], { use: "gzip" }],
    // Nothing ready: a short wait for gzip rather than the uncompressed page.
    [["br", "gzip", "identity"], [], { wait: "gzip" }],
    [["gzip", "identity"], ["br"], { wait: "gzip" }],
    // Brotli alone: waited for (once per page and version).
    [["br", "identity"], [], { wait: "br" }],
    [["br", "identity"], all, { use: "br" }],
    [["br"], [], { wait: "br" }],
    // A client that prefers no coding gets none, whatever is ready.
    [["identity", "gzip"], all, { use: "identity" }],
    [["identity"], all, { use: "identity" }],
    [[], all, { use: "identity" }],
  ])("accepts %j with %j ready → %j", (accepted, ready, expected) => {
    expect(chooseEncoding(accepted, (c) => ready.includes(c))).toEqual(expected);
  });
});
