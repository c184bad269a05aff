/** The centred h2 and lead line that open a section of a page; `id` lets the section name itself. */
export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {subtitle && <p className="mt-3 text-base text-pretty text-slate-600 sm:text-lg">{subtitle}</p>}
    </div>
  );
}
