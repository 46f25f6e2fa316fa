import { expect, it } from "vitest";
import { toMessages } from "~/features/admin/leads/payload-view";

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
  // The source of each assistant reply, in words; unknown sources and the visitor's messages have none.
  [
    [
      { text: "Hi", isBot: false, source: "model" },
      { text: "From the model", isBot: true, source: "model" },
      { text: "From the site", isBot: true, source: "site" },
      { text: "From the webhook", isBot: true, source: "webhook" },
      { text: "Offline", isBot: true, source: "offline" },
      { text: "Odd", isBot: true, source: "<b>x</b>" },
      { text: "Odder", isBot: true, source: "constructor" },
    ],
    [
      { text: "Hi", fromBot: false, at: undefined },
      { text: "From the model", fromBot: true, at: undefined, source: "language model" },
      { text: "From the site", fromBot: true, at: undefined, source: "site search" },
      { text: "From the webhook", fromBot: true, at: undefined, source: "webhook" },
      { text: "Offline", fromBot: true, at: undefined, source: "offline text" },
      { text: "Odd", fromBot: true, at: undefined },
      { text: "Odder", fromBot: true, at: undefined },
    ],
  ],
])("toMessages(%j)", (transcript, expected) => {
  expect(toMessages(transcript)).toEqual(expected);
});
