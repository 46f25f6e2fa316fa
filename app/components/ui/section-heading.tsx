import { cn } from "~/lib/cn";

interface Props {
  /** What the section's aria-labelledby names. */
  id: string;
  title: string;
  subtitle?: string;
  align?: "center" | "start";
  /** "dark" on a coloured band: the text takes the band's white. */
  tone?: "light" | "dark";
}

/** The h2 of a page section with its optional one-line subtitle: one look for every section. */
export function SectionHeading({ id, title, subtitle, align = "center", tone = "light" }: Props) {
  const center = align === "center";
  return (
    <div className={center ? "mx-auto max-w-2xl text-center" : undefined}>
      <h2
        id={id}
        className={cn(
          "text-3xl font-bold tracking-tight",
          center && "sm:text-4xl",
          tone === "light" && "text-slate-900",
        )}
      >
        {title}
      </h2>
      {subtitle && (
        <p
          className={cn(
            "text-lg",
            center ? "mt-4" : "mt-3 max-w-2xl",
            tone === "light" ? "text-slate-700" : "text-slate-100",
          )}
        >
          {subtitle}
        </p>
      )}
    </div>
  );
}
