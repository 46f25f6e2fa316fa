import { TextArea, TextField } from "~/components/ui/field";
import { ImageField } from "./image-field";
import { ChoiceField, ManagedFormModal } from "./managed-form";
import { STATUSES } from "./managed-schemas";
import { type FormSlot, ManagedTab } from "./managed-tab";
import type { AdminMember } from "./managed-types";

const LABELS: Record<string, string> = {
  name: "Name",
  role: "Role",
  email: "E-mail",
  bio: "Bio",
  skills: "Skills",
  status: "Status",
  image: "Photo",
};

/** Team tab: active members appear on the About page, in this order. */
export function TeamTab({ items }: { items: AdminMember[] }) {
  return (
    <ManagedTab
      title="Team"
      addLabel="Add Team Member"
      noun="team member"
      empty="No team members yet. Add the first one: active members appear on the About page."
      items={items}
      nameOf={(m) => m.name}
      statuses={STATUSES.team}
      columns={[
        {
          header: "Member",
          cell: (m) => (
            <>
              <span className="font-semibold text-slate-900">{m.name}</span>
              <span className="block text-xs text-slate-600">{m.role}</span>
            </>
          ),
        },
        { header: "E-mail", cell: (m) => m.email || "—" },
        { header: "Skills", cell: (m) => m.skills.join(", ") || "—" },
      ]}
      renderForm={(slot) => <MemberForm key={slot.item?.id ?? "new"} {...slot} />}
    />
  );
}

function MemberForm({ item, onClose, onSaved }: FormSlot<AdminMember>) {
  const id = (name: string) => `member-${name}`;
  return (
    <ManagedFormModal
      kind="team"
      id={item?.id ?? null}
      title={item ? "Edit Team Member" : "Add Team Member"}
      submitLabel={item ? "Save Changes" : "Create Team Member"}
      labels={LABELS}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={id("name")}
              name="name"
              label={LABELS.name}
              required
              defaultValue={item?.name}
              error={errors.name}
            />
            <TextField
              id={id("role")}
              name="role"
              label={LABELS.role}
              required
              defaultValue={item?.role}
              error={errors.role}
            />
          </div>
          <TextField
            id={id("email")}
            name="email"
            type="email"
            label={LABELS.email}
            defaultValue={item?.email}
            hint="For the team's records; never shown on the site."
            error={errors.email}
          />
          <TextArea id={id("bio")} name="bio" label={LABELS.bio} rows={3} defaultValue={item?.bio} error={errors.bio} />
          <TextField
            id={id("skills")}
            name="skills"
            label={LABELS.skills}
            defaultValue={item?.skills.join(", ")}
            hint="Separated by commas."
            error={errors.skills}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <ChoiceField
              id={id("status")}
              name="status"
              label={LABELS.status}
              options={STATUSES.team}
              defaultValue={item?.status ?? "active"}
              error={errors.status}
            />
            <ImageField label={LABELS.image} defaultValue={item?.image ?? ""} error={errors.image} />
          </div>
        </>
      )}
    </ManagedFormModal>
  );
}
