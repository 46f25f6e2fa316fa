import { TextField } from "~/components/ui/field";

/**
 * The image of a project, testimonial or team member: a site path in a field named `image`.
 * Kept in one place so the Media tab's picker (media-picker.tsx, props { name, label, defaultValue })
 * can replace it without touching the forms.
 */
export function ImageField({
  name = "image",
  label,
  defaultValue,
  error,
}: {
  name?: string;
  label: string;
  defaultValue: string;
  error?: string;
}) {
  return (
    <TextField
      id={`managed-${name}`}
      name={name}
      label={label}
      defaultValue={defaultValue}
      hint="A site path such as /images/portfolio/cover.svg or /media/photo.jpg. Leave empty for none."
      error={error}
    />
  );
}
