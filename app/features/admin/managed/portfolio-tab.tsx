import { TextArea, TextField } from "~/components/ui/field";
import { bindFields, ManagedFormModal } from "~/features/admin/managed/managed-form";
import { formatResults, PROJECT_CATEGORIES, PROJECT_COLORS, STATUSES } from "~/features/admin/managed/managed-schemas";
import { type FormSlot, ManagedTab } from "~/features/admin/managed/managed-tab";
import type { AdminProject } from "~/features/admin/managed/managed-types";
import { ImageField } from "~/features/admin/media/image-field";
import { Select } from "~/features/admin/shared/select";

const LABELS: Record<string, string> = {
  title: "Title",
  client: "Client",
  category: "Category",
  status: "Status",
  description: "Description",
  technologies: "Technologies",
  results: "Results",
  value: "Value (USD)",
  duration: "Duration",
  team: "Team",
  color: "Accent colour",
  image: "Image",
  imageAlt: "Image alt text",
};

const categoryLabel = (id: string) => PROJECT_CATEGORIES.find((c) => c.id === id)?.label ?? id;
const usd = (n: number | null) => (n === null ? "—" : `$${n.toLocaleString("en-US")}`);

/** Portfolio tab: the projects on /portfolio, in their order. */
export function PortfolioTab({ items }: { items: AdminProject[] }) {
  return (
    <ManagedTab
      title="Portfolio"
      addLabel="Add Project"
      noun="project"
      empty={{ title: "No projects yet.", text: "Add the first one: it appears on the Portfolio page at once." }}
      items={items}
      nameOf={(p) => p.title}
      statuses={STATUSES.projects}
      columns={[
        {
          header: "Project",
          cell: (p) => (
            <>
              <span className="font-semibold text-slate-900">{p.title}</span>
              <span className="block text-xs text-slate-600">{p.client}</span>
            </>
          ),
        },
        { header: "Category", cell: (p) => categoryLabel(p.category) },
        { header: "Duration", cell: (p) => p.duration || "—" },
        { header: "Value", cell: (p) => usd(p.value) },
      ]}
      renderForm={(slot) => <ProjectForm key={slot.item?.id ?? "new"} {...slot} />}
    />
  );
}

function ProjectForm({ item, onClose, onSaved }: FormSlot<AdminProject>) {
  return (
    <ManagedFormModal
      kind="projects"
      id={item?.id ?? null}
      noun="Project"
      labels={LABELS}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(errors) => {
        const f = bindFields("project", LABELS, item, errors);
        return (
          <>
            <TextField {...f("title")} required />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField {...f("client")} required />
              <Select {...f("category")} options={PROJECT_CATEGORIES} defaultValue={item?.category ?? "web"} />
            </div>
            <TextArea {...f("description")} required rows={3} />
            <TextField
              {...f("technologies")}
              required
              defaultValue={item?.technologies.join(", ")}
              hint="Separated by commas. Cards show the first three."
            />
            <TextArea
              {...f("results")}
              rows={3}
              defaultValue={item ? formatResults(item.results) : ""}
              hint="One per line, as “Label: value”, e.g. Order processing time: 65% faster. At most 6."
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField {...f("duration")} />
              <TextField {...f("team")} />
              <TextField {...f("value")} inputMode="numeric" hint="Admin only, never shown publicly." />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <Select {...f("status")} options={STATUSES.projects} defaultValue={item?.status ?? "completed"} />
              <Select {...f("color")} options={PROJECT_COLORS} defaultValue={item?.color ?? PROJECT_COLORS[0].id} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <ImageField label={LABELS.image} defaultValue={item?.image ?? ""} error={errors.image} />
              <TextField {...f("imageAlt")} />
            </div>
          </>
        );
      }}
    </ManagedFormModal>
  );
}
