import { expect, it } from "vitest";
import { toMessages } from "./payload-view";

it.each([
  [undefined, []],
  ["not a list", []],
  [
    [{ text: "Hi", isBot: false, timestamp: "2026-03-09T10:00:00Z" }],
    [{ text: "Hi", fromBot: false, at: "2026-03-09T10:00:00Z" }],
  ],
  [
    [{ text: "Hello! How can I help?", isBot: true }],
    [{ text: "Hello! How can I help?", fromBot: true, at: undefined }],
  ],
  [
    [
      { role: "assistant", content: "Sure" },
      { role: "user", message: "Thanks" },
    ],
    [
      { text: "Sure", fromBot: true, at: undefined },
      { text: "Thanks", fromBot: false, at: undefined },
    ],
  ],
  [[null, 3, { from: "bot", text: "Kept" }], [{ text: "Kept", fromBot: true, at: undefined }]],
])("toMessages(%j)", (transcript, expected) => {
  expect(toMessages(transcript)).toEqual(expected);
});
