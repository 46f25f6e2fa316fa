import { describe, expect, it } from "vitest";
import { asksForPerson } from "./handoff-phrases";

describe("asksForPerson", () => {
  it.each([
    "talk to a human",
    "Can I speak to a person?",
    "I want a real person please",
    "Is there someone from your team I can chat with?",
    "can I talk to your executive",
    "connect me to some person",
    "Kindly connect me with concerned person",
    "please put me through to your sales team",
    "I want to talk with your executive regarding website",
    "Can I get connected to a live agent",
    "any person available?",
    "is anyone there",
    "I don't want to talk to a bot",
    "Can someone call me back today",
    "speak with human",
    "I want to talk to someone from sales team",
    "TALK TO A HUMAN!!!",
    "Transfer me to customer care",
    "is there a human there",
    "Need to speak to your manager",
  ])("asks for a person: %s", (message) => {
    expect(asksForPerson(message)).toBe(true);
  });

  it.each([
    "Do you build AI agents?",
    "call me Priya",
    "My name is Priya, call me Priya",
    "What services do you offer?",
    "Can your bot talk to customers on whatsapp and instagram both",
    "how much does a chatbot cost",
    "Can you connect to my CRM?",
    "We need an AI agent that can talk to customers",
    "do you do people analytics",
    "How do I connect with an AI agent on your site",
    "What is a voice agent?",
    "Tell me about your team",
    "Do you have real estate clients?",
    "",
    "human resources chatbot",
  ])("does not ask for a person: %s", (message) => {
    expect(asksForPerson(message)).toBe(false);
  });
});
