/** The h2 of a page section with its one-line subtitle; `id` is what the section's aria-labelledby names. */
export function SectionHeading({
  id,
  title,
  subtitle,
  align = "center",
}: {
  id: string;
  title: string;
  subtitle: string;
  align?: "center" | "start";
}) {
  if (align === "start")
    return (
      <>
        <h2 id={id} className="text-3xl font-bold text-slate-900">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{subtitle}</p>
      </>
    );
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-slate-700">{subtitle}</p>
    </div>
  );
}
