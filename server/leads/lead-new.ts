import { z } from "zod";
import { LEAD_TYPES } from "~/features/admin/leads/lead-filter";
import { invalidFields, type Result } from "~/lib/result";
import { type AuditActor, audit } from "../auth/audit";
import type { Db } from "../db/schema";
import { LeadUpdateSchema } from "./lead-detail";
import { storeLead } from "./store-lead";

export const NewLeadSchema = z.object({
  type: z.enum(LEAD_TYPES, { message: "Choose where the lead came from." }),
  name: z.string().trim().min(2, "Enter the contact's name.").max(100),
  email: z.union([z.literal(""), z.email({ message: "Enter a valid e-mail address." })]),
  company: z.string().trim().max(120),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[0-9+()\- ]*$/, "Use digits, spaces, + ( ) and - only."),
  value: LeadUpdateSchema.shape.value,
  message: z.string().trim().max(5000),
});

/** A lead entered by staff (a phone call, an event): stored like any other lead. */
export async function addLead(db: Db, actor: AuditActor, input: Record<string, unknown>): Promise<Result> {
  const parsed = NewLeadSchema.safeParse({
    ...input,
    email: String(input.email ?? "")
      .trim()
      .toLowerCase(),
  });
  if (!parsed.success) {
    return invalidFields(parsed.error);
  }
  const { type, name, email, company, phone, value, message } = parsed.data;
  const id = await storeLead(db, {
    type,
    name,
    email,
    company,
    phone,
    payload: { source: "admin", addedBy: actor.email, name, email, company, phone, message },
  });
  if (value !== null) await db.updateTable("leads").set({ value }).where("id", "=", id).execute();
  await audit(db, actor, "lead.create", id, { type });
  return { ok: true, id, message: "Lead added." };
}
