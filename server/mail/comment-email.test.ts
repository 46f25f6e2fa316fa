import { describe, expect, it } from "vitest";
import { commentEmail } from "./comment-email";

const ctx = {
  brandName: "Narmada AI Technologies",
  siteUrl: "https://narmada.example",
  salesEmail: "sales@narmada.example",
  mailFrom: "Narmada AI <no-reply@narmada.example>",
  contact: { email: "hello@narmada.example", phone: "+91 731 000 0000", address: "Indore" },
};
const comment = {
  commentId: "c-1",
  postTitle: "RAG over enterprise documents",
  postSlug: "rag-over-enterprise-documents",
  name: "Meera <b>Joshi</b>\nBcc: victim@example.com",
  email: "meera@example.com",
  body: "Great read.\n<script>alert(1)</script> <img src=x onerror=alert(2)>",
  createdAt: "2026-11-23T10:00:00.000Z",
};

describe("commentEmail", () => {
  const mail = commentEmail(comment, ctx);

  it("goes to the team address from the site's sender, and a reply reaches the commenter", () => {
    expect(mail).toMatchObject({
      to: "sales@narmada.example",
      from: "Narmada AI <no-reply@narmada.example>",
      replyTo: { name: "Meera <b>Joshi</b> Bcc: victim@example.com", address: "meera@example.com" },
    });
  });

  it("is plain text only: the visitor's markup arrives as characters", () => {
    expect(mail.html).toBeUndefined();
    expect(mail.text).toContain("  <script>alert(1)</script> <img src=x onerror=alert(2)>");
    expect(mail.text).toContain("Article: RAG over enterprise documents");
    expect(mail.text).toContain("Address: https://narmada.example/blog/rag-over-enterprise-documents");
    expect(mail.text).toContain("Approve or reject it: https://narmada.example/admin/comments");
  });

  it("keeps the visitor's name on one subject line (no header injection)", () => {
    expect(mail.subject).toBe(
      "New comment on “RAG over enterprise documents” by Meera <b>Joshi</b> Bcc: victim@example.com",
    );
  });
});
