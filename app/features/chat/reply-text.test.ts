import { describe, expect, it } from "vitest";
import { EMPTY_REPLY } from "./chat-text";
import { replyTextFrom } from "./reply-text";

describe("replyTextFrom", () => {
  it.each([
    ['{"output":"From output","response":"no","message":"no","text":"no"}', "From output"],
    ['{"response":"From response","message":"no","text":"no"}', "From response"],
    ['{"message":"From message","text":"no"}', "From message"],
    ['{"text":"From text"}', "From text"],
    ['{"output":"","response":"Empty output is skipped"}', "Empty output is skipped"],
    ['[{"output":"n8n answers with an array"}]', "n8n answers with an array"],
    ['{"answer":"Other shape"}', '{"answer":"Other shape"}'],
    ['{"output":{"reply":"nested"}}', '{"reply":"nested"}'],
    ['"A JSON string"', "A JSON string"],
    ["42", "42"],
    ["Plain text, not JSON", "Plain text, not JSON"],
    ["  <b>raw</b> text  ", "<b>raw</b> text"],
    ["", EMPTY_REPLY],
    ["   \n ", EMPTY_REPLY],
    ["{}", EMPTY_REPLY],
    ['{"output":""}', EMPTY_REPLY],
    ["null", EMPTY_REPLY],
  ])("%s", (body, expected) => {
    expect(replyTextFrom(body)).toBe(expected);
  });
});
