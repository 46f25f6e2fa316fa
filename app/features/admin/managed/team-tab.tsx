import { TextArea, TextField } from "~/components/ui/field";
import { bindFields, ManagedFormModal } from "~/features/admin/managed/managed-form";
import { STATUSES } from "~/features/admin/managed/managed-schemas";
import { type FormSlot, ManagedTab } from "~/features/admin/managed/managed-tab";
import type { AdminMember } from "~/features/admin/managed/managed-types";
import { ImageField } from "~/features/admin/media/image-field";
import { Select } from "~/features/admin/shared/select";

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
      empty={{ title: "No team members yet.", text: "Add the first one: active members appear on the About page." }}
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
  return (
    <ManagedFormModal
      kind="team"
      id={item?.id ?? null}
      noun="Team Member"
      labels={LABELS}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(errors) => {
        const f = bindFields("member", LABELS, item, errors);
        return (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField {...f("name")} required />
              <TextField {...f("role")} required />
            </div>
            <TextField {...f("email")} type="email" hint="For the team's records; never shown on the site." />
            <TextArea {...f("bio")} rows={3} />
            <TextField {...f("skills")} defaultValue={item?.skills.join(", ")} hint="Separated by commas." />
            <div className="grid gap-4 sm:grid-cols-2">
              <Select {...f("status")} options={STATUSES.team} defaultValue={item?.status ?? "active"} />
              <ImageField label={LABELS.image} defaultValue={item?.image ?? ""} error={errors.image} />
            </div>
          </>
        );
      }}
    </ManagedFormModal>
  );
}
