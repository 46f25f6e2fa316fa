import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminServer, type Browser, signIn, startAdminServer, TEST_PASSWORD } from "./admin-helpers";

// Every tab's action on a row that does not exist (deleted in another tab, a stale page, a typed id)
// answers 404 with the tab's own words, whatever the tab (issue #36: Leads and most tabs said 400).
// Each form is otherwise valid, so only the missing row can refuse it. SQLite and (TEST_DATABASE_URL)
// PostgreSQL.
const GONE = "no-such-row";

const post = {
  title: "Agentic workflows in Indore factories",
  slug: "",
  author: "Ravi Kumar",
  content: "Where agents help a plant team and where they do not, from two pilots.",
  excerpt: "Where agents help a plant team and where they do not.",
  category: "Technical",
  tags: "agents",
  status: "draft",
  image: "",
  imageAlt: "",
};
const project = {
  title: "Warehouse Vision Inspection",
  client: "Malwa Foods, Indore",
  category: "ai",
  status: "in-progress",
  description: "Cameras on the packing line flag damaged cartons before they leave the warehouse.",
  technologies: "Python, PyTorch",
  results: "Damaged cartons shipped: -80%",
  value: "45000",
  duration: "3 months",
  team: "4 engineers",
  color: "from-emerald-700 to-teal-700",
  image: "",
  imageAlt: "",
};
const testimonial = {
  name: "Nikhil Rao",
  position: "Head of Operations",
  company: "Deccan Freight, Hyderabad",
  content: "Their team cut our invoice checks from two days to an hour.",
  rating: "5",
  status: "pending",
  date: "2026-11-20",
  page: "/",
  result: "",
  image: "",
};
const member = {
  name: "Arjun Mehta",
  role: "Founder & Managing Director",
  email: "arjun.mehta@narmada.ai",
  bio: "Founded the company in Indore.",
  skills: "AI strategy",
  status: "active",
  image: "",
};
const campaign = { name: "Q4 webinar", subject: "Join our Q4 webinar", body: "See you there." };

const POST = "This post no longer exists.";
const CAMPAIGN = "This campaign no longer exists.";
const LEAD = "This lead no longer exists.";
const ACCOUNT = "This account no longer exists.";

// [tab, path, form fields, the tab's message]
const CASES: [string, string, Record<string, string>, string][] = [
  ["Blog Posts: save", "/admin/blog", { intent: "save", id: GONE, ...post }, POST],
  ["Blog Posts: status", "/admin/blog", { intent: "status", id: GONE, status: "published" }, POST],
  ["Blog Posts: delete", "/admin/blog", { intent: "delete", id: GONE }, POST],
  ["Comments: status", "/admin/comments", { id: GONE, status: "approved" }, "This comment no longer exists."],
  ["Contact Forms: status", "/admin/contacts", { id: GONE, status: "responded" }, "This message no longer exists."],
  ["Users: role", "/admin/users", { intent: "role", id: GONE, role: "editor" }, ACCOUNT],
  ["Users: status", "/admin/users", { intent: "status", id: GONE, status: "inactive" }, ACCOUNT],
  ["Users: password", "/admin/users", { intent: "password", id: GONE, password: "teak-lamp-orbit-771" }, ACCOUNT],
  ["Media: delete", "/admin/media", { intent: "delete", id: GONE }, "This image no longer exists."],
  ["Portfolio: save", "/admin/portfolio", { intent: "save", id: GONE, ...project }, "This project no longer exists."],
  [
    "Portfolio: status",
    "/admin/portfolio",
    { intent: "status", id: GONE, status: "completed" },
    "This project no longer exists.",
  ],
  [
    "Portfolio: move",
    "/admin/portfolio",
    { intent: "move", id: GONE, direction: "up" },
    "This project no longer exists.",
  ],
  ["Portfolio: delete", "/admin/portfolio", { intent: "delete", id: GONE }, "This project no longer exists."],
  [
    "Testimonials: save",
    "/admin/testimonials",
    { intent: "save", id: GONE, ...testimonial },
    "This testimonial no longer exists.",
  ],
  [
    "Testimonials: status",
    "/admin/testimonials",
    { intent: "status", id: GONE, status: "approved" },
    "This testimonial no longer exists.",
  ],
  [
    "Testimonials: move",
    "/admin/testimonials",
    { intent: "move", id: GONE, direction: "down" },
    "This testimonial no longer exists.",
  ],
  ["Testimonials: delete", "/admin/testimonials", { intent: "delete", id: GONE }, "This testimonial no longer exists."],
  ["Team: save", "/admin/team", { intent: "save", id: GONE, ...member }, "This team member no longer exists."],
  [
    "Team: status",
    "/admin/team",
    { intent: "status", id: GONE, status: "inactive" },
    "This team member no longer exists.",
  ],
  ["Team: move", "/admin/team", { intent: "move", id: GONE, direction: "up" }, "This team member no longer exists."],
  ["Team: delete", "/admin/team", { intent: "delete", id: GONE }, "This team member no longer exists."],
  ["Email Campaigns: save", "/admin/campaigns", { intent: "save", id: GONE, ...campaign }, CAMPAIGN],
  ["Email Campaigns: send", "/admin/campaigns", { intent: "send", id: GONE }, CAMPAIGN],
  ["Email Campaigns: duplicate", "/admin/campaigns", { intent: "duplicate", id: GONE }, CAMPAIGN],
  ["Email Campaigns: retry", "/admin/campaigns", { intent: "retry", id: GONE }, CAMPAIGN],
  ["Email Campaigns: delete", "/admin/campaigns", { intent: "delete", id: GONE }, CAMPAIGN],
  [
    "Backup: restore from the history",
    "/admin/backup",
    { entry: GONE, confirm: "yes", password: TEST_PASSWORD },
    "That backup is no longer in the list. Nothing was restored.",
  ],
  ["Leads: note", `/admin/leads/${GONE}`, { intent: "note", body: "Called back; wants a quote." }, LEAD],
  ["Leads: update", `/admin/leads/${GONE}`, { intent: "update", status: "contacted", value: "" }, LEAD],
  ["Leads: owner", `/admin/leads/${GONE}`, { intent: "owner", owner: "" }, LEAD],
  ["Leads: assign to me", `/admin/leads/${GONE}`, { intent: "assign-me" }, LEAD],
  ["Leads: follow-up", `/admin/leads/${GONE}`, { intent: "follow-up", followUp: "2026-12-01" }, LEAD],
];

let server: AdminServer;
let admin: Browser;

beforeAll(async () => {
  server = await startAdminServer();
  admin = await signIn(server, "asha@example.com", "admin");
});
afterAll(async () => server?.close());

describe("an action on a row that does not exist", () => {
  it.each(CASES)("%s answers 404", async (_, path, fields, message) => {
    const res = await admin.post(path, fields);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(message);
  });

  it("Backup: downloading a file the history does not list answers 404", async () => {
    const res = await admin.get(`/admin/backup/download?entry=${GONE}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("That backup is not in the list.");
  });
});
