import { TextArea, TextField } from "~/components/ui/field";
import { ImageField } from "./image-field";
import { ChoiceField, ManagedFormModal } from "./managed-form";
import { formatResults, PROJECT_CATEGORIES, PROJECT_COLORS, STATUSES } from "./managed-schemas";
import { type FormSlot, ManagedTab } from "./managed-tab";
import type { AdminProject } from "./managed-types";

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
      empty="No projects yet. Add the first one: it appears on the Portfolio page at once."
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
  const id = (name: string) => `project-${name}`;
  return (
    <ManagedFormModal
      kind="projects"
      id={item?.id ?? null}
      title={item ? "Edit Project" : "Add Project"}
      submitLabel={item ? "Save Changes" : "Create Project"}
      labels={LABELS}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(errors) => (
        <>
          <TextField
            id={id("title")}
            name="title"
            label={LABELS.title}
            required
            defaultValue={item?.title}
            error={errors.title}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={id("client")}
              name="client"
              label={LABELS.client}
              required
              defaultValue={item?.client}
              error={errors.client}
            />
            <ChoiceField
              id={id("category")}
              name="category"
              label={LABELS.category}
              options={PROJECT_CATEGORIES}
              defaultValue={item?.category ?? "web"}
              error={errors.category}
            />
          </div>
          <TextArea
            id={id("description")}
            name="description"
            label={LABELS.description}
            required
            rows={3}
            defaultValue={item?.description}
            error={errors.description}
          />
          <TextField
            id={id("technologies")}
            name="technologies"
            label={LABELS.technologies}
            required
            defaultValue={item?.technologies.join(", ")}
            hint="Separated by commas. Cards show the first three."
            error={errors.technologies}
          />
          <TextArea
            id={id("results")}
            name="results"
            label={LABELS.results}
            rows={3}
            defaultValue={item ? formatResults(item.results) : ""}
            hint="One per line, as “Label: value”, e.g. Order processing time: 65% faster. At most 6."
            error={errors.results}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              id={id("duration")}
              name="duration"
              label={LABELS.duration}
              defaultValue={item?.duration}
              error={errors.duration}
            />
            <TextField id={id("team")} name="team" label={LABELS.team} defaultValue={item?.team} error={errors.team} />
            <TextField
              id={id("value")}
              name="value"
              label={LABELS.value}
              inputMode="numeric"
              defaultValue={item?.value ?? ""}
              hint="Admin only, never shown publicly."
              error={errors.value}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <ChoiceField
              id={id("status")}
              name="status"
              label={LABELS.status}
              options={STATUSES.projects}
              defaultValue={item?.status ?? "completed"}
              error={errors.status}
            />
            <ChoiceField
              id={id("color")}
              name="color"
              label={LABELS.color}
              options={PROJECT_COLORS}
              defaultValue={item?.color ?? PROJECT_COLORS[0].id}
              error={errors.color}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <ImageField label={LABELS.image} defaultValue={item?.image ?? ""} error={errors.image} />
            <TextField
              id={id("imageAlt")}
              name="imageAlt"
              label={LABELS.imageAlt}
              defaultValue={item?.imageAlt}
              error={errors.imageAlt}
            />
          </div>
        </>
      )}
    </ManagedFormModal>
  );
}
