/** The OpenAI-compatible stub the e2e server's CHAT_LLM_URL points at (tests/e2e/llm-stub.ts). */
export const LLM_STUB_PORT = Number(process.env.E2E_LLM_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 3);

/** Only questions starting with this get a streamed reply; every other one a 500 (the built-in answer). */
export const STREAM_MARKER = "Stream test:";
