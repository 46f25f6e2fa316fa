import { TextArea, TextField } from "~/components/ui/field";
import { bindFields, ManagedFormModal } from "~/features/admin/managed/managed-form";
import { STATUSES, TESTIMONIAL_PAGES } from "~/features/admin/managed/managed-schemas";
import { type FormSlot, ManagedTab } from "~/features/admin/managed/managed-tab";
import type { AdminTestimonial } from "~/features/admin/managed/managed-types";
import { ImageField } from "~/features/admin/media/image-field";
import { Select } from "~/features/admin/shared/select";

const LABELS: Record<string, string> = {
  name: "Name",
  position: "Position",
  company: "Company",
  content: "Quote",
  rating: "Rating",
  status: "Status",
  page: "Shown on",
  result: "Result",
  date: "Date",
  image: "Photo",
};

const RATINGS = [5, 4, 3, 2, 1].map((n) => ({ id: String(n), label: `${n} star${n === 1 ? "" : "s"}` }));
const today = () => new Date().toISOString().slice(0, 10);

/** Testimonials tab: only approved quotes appear on the site, in this order. */
export function TestimonialsTab({ items }: { items: AdminTestimonial[] }) {
  return (
    <ManagedTab
      title="Testimonials"
      addLabel="Add Testimonial"
      noun="testimonial"
      empty={{
        title: "No testimonials yet.",
        text: "Add a client's words: they appear on the page you choose once approved.",
      }}
      items={items}
      nameOf={(t) => `the quote by ${t.name}`}
      statuses={STATUSES.testimonials}
      columns={[
        {
          header: "Client",
          cell: (t) => (
            <>
              <span className="font-semibold text-slate-900">{t.name}</span>
              <span className="block text-xs text-slate-600">{[t.position, t.company].filter(Boolean).join(", ")}</span>
            </>
          ),
        },
        { header: "Quote", cell: (t) => <span className="line-clamp-2 max-w-md">{t.content}</span> },
        { header: "Shown on", cell: (t) => TESTIMONIAL_PAGES.find((p) => p.id === t.page)?.label ?? t.page },
        { header: "Rating", cell: (t) => `${t.rating} / 5` },
        { header: "Date", cell: (t) => t.date },
      ]}
      renderForm={(slot) => <TestimonialForm key={slot.item?.id ?? "new"} {...slot} />}
    />
  );
}

function TestimonialForm({ item, onClose, onSaved }: FormSlot<AdminTestimonial>) {
  return (
    <ManagedFormModal
      kind="testimonials"
      id={item?.id ?? null}
      noun="Testimonial"
      labels={LABELS}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(errors) => {
        const f = bindFields("testimonial", LABELS, item, errors);
        return (
          <>
            <TextField {...f("name")} required />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField {...f("position")} required />
              <TextField {...f("company")} />
            </div>
            <TextArea {...f("content")} required rows={4} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Select {...f("page")} options={TESTIMONIAL_PAGES} defaultValue={item?.page ?? "/"} />
              <TextField {...f("result")} hint="Optional: a measured outcome shown under the quote on service pages." />
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <Select {...f("rating")} options={RATINGS} defaultValue={String(item?.rating ?? 5)} />
              <Select {...f("status")} options={STATUSES.testimonials} defaultValue={item?.status ?? "pending"} />
              <TextField {...f("date")} type="date" required defaultValue={item?.date ?? today()} />
            </div>
            <ImageField label={LABELS.image} defaultValue={item?.image ?? ""} error={errors.image} />
          </>
        );
      }}
    </ManagedFormModal>
  );
}
