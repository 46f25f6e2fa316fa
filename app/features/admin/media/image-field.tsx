import { MediaPicker } from "~/features/admin/media/media-picker";

/**
 * The image of a project, testimonial or team member: chosen from the Media library or uploaded, the
 * public path in a field named `image`; the server's answer about it shows under the picker.
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
    <div>
      <MediaPicker name={name} label={label} defaultValue={defaultValue} />
      {error && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
