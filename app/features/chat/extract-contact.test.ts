import { describe, expect, it } from "vitest";
import { extractContactInfo, mergeContactInfo } from "./extract-contact";

const none = { name: null, email: null, phone_number: null };

describe("extractContactInfo", () => {
  it.each([
    // Names after a cue
    ["My name is Priya Sharma", { ...none, name: "Priya Sharma" }],
    ["my name is priya sharma", { ...none, name: "Priya Sharma" }],
    ["Hi, I'm Neha", { ...none, name: "Neha" }],
    ["I am Rohan Verma and I run a logistics firm", { ...none, name: "Rohan Verma" }],
    ["This is Rahul from Malwa Textiles", { ...none, name: "Rahul" }],
    ["Call me Vikram.", { ...none, name: "Vikram" }],
    ["name: Anjali Gupta", { ...none, name: "Anjali Gupta" }],
    ["Name:Kavita", { ...none, name: "Kavita" }],
    ["I am R. K. Sharma", { ...none, name: "R. K. Sharma" }],
    ["I'm A.P.J. Kalam, CTO at Acme", { ...none, name: "A.P.J. Kalam" }],
    ["This is Dr. Anita Rao.", { ...none, name: "Dr. Anita Rao" }],
    ["I’m Sanjay O’Brien-Mehta", { ...none, name: "Sanjay O’Brien-Mehta" }],
    // A whole message of letters only
    ["Priya", { ...none, name: "Priya" }],
    ["meera iyer", { ...none, name: "Meera Iyer" }],
    // Sentences that must not yield a name
    ["I am interested in pricing", none],
    ["I'm looking for a chatbot for our support team", none],
    ["This is urgent", none],
    ["Please call me back tomorrow", none],
    ["hello", none],
    ["Let's talk", none],
    ["What services do you offer?", none],
    ["I", none],
    [`My name is ${"A".repeat(50)}`, none],
    // E-mail by pattern
    ["priya.sharma@malwatextiles.co.in", { ...none, email: "priya.sharma@malwatextiles.co.in" }],
    ["Reach me at Rahul_K+chat@Example.com please", { ...none, email: "Rahul_K+chat@Example.com" }],
    ["my email is priya@", none],
    // Phones: 10 or more digits, separators stripped, a leading + kept
    ["+91 98260 12345", { ...none, phone_number: "+919826012345" }],
    ["Office: 0731-4002200", { ...none, phone_number: "07314002200" }],
    ["call (0731) 400 2200 after 5", { ...none, phone_number: "07314002200" }],
    ["9826012345", { ...none, phone_number: "9826012345" }],
    ["+1 (415) 555-0134", { ...none, phone_number: "+14155550134" }],
    ["Budget for 2024 - 2025 is approved", none],
    ["Order 12345678901234567890 failed", none],
    ["rahul.9826012345@gmail.com", { ...none, email: "rahul.9826012345@gmail.com" }],
    // Everything in one message
    [
      "My name is Priya Sharma, priya@malwa.in, +91 98260 12345",
      { name: "Priya Sharma", email: "priya@malwa.in", phone_number: "+919826012345" },
    ],
    [
      "I'm Arjun Mehta. Email arjun.mehta@example.com or call 98260-12345",
      { name: "Arjun Mehta", email: "arjun.mehta@example.com", phone_number: "9826012345" },
    ],
  ])("%s", (text, expected) => {
    expect(extractContactInfo(text)).toEqual(expected);
  });
});

describe("mergeContactInfo", () => {
  it("keeps what was known and takes newly found fields", () => {
    const known = { name: "Priya", email: "priya@malwa.in", phone_number: null };
    expect(mergeContactInfo(known, { name: null, email: null, phone_number: "+919826012345" })).toEqual({
      name: "Priya",
      email: "priya@malwa.in",
      phone_number: "+919826012345",
    });
    expect(mergeContactInfo(null, { ...none, email: "a@b.in" })).toEqual({ ...none, email: "a@b.in" });
  });
});
