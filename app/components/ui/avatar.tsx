import { cn } from "~/lib/cn";

/**
 * A person's round picture, or their initials on the brand colour when there is none. Decorative:
 * the name is always written beside it.
 */
export function Avatar({
  image,
  initials,
  size,
  className,
}: {
  image: string;
  initials: string;
  /** Width and height in CSS pixels. */
  size: number;
  /** Size and text classes matching `size`, e.g. "size-11" or "size-20 text-2xl". */
  className: string;
}) {
  return image ? (
    <img
      src={image}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cn("shrink-0 rounded-full object-cover", className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn("grid shrink-0 place-items-center rounded-full bg-brand-700 font-semibold text-white", className)}
    >
      {initials}
    </span>
  );
}
