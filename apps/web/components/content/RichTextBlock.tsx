import type { BlockOf } from '../../lib/content/types.ts';

/**
 * Structured text from the content service: headings with anchors, paragraphs and bullet
 * lists, rendered as text (the service stores no HTML), with a table of contents when asked.
 */
export function RichTextBlock({
  block,
  contentsLabel,
}: {
  block: BlockOf<'rich_text'>;
  contentsLabel: string;
}) {
  const headed = block.sections.filter((section) => section.heading && section.anchor);
  return (
    <div className="flex flex-col gap-8">
      {block.table_of_contents && headed.length > 1 ? (
        <nav aria-label={contentsLabel} className="rounded-xl border border-line bg-surface p-4">
          <h2 className="text-sm font-semibold text-ink-muted">{contentsLabel}</h2>
          <ol className="mt-2 flex flex-col gap-1 text-sm">
            {headed.map((section) => (
              <li key={section.anchor}>
                <a
                  href={`#${section.anchor}`}
                  className="text-brand-800 underline-offset-2 hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {block.sections.map((section, index) => (
        <section
          key={section.anchor ?? index}
          id={section.anchor}
          aria-labelledby={
            section.heading && section.anchor ? `${section.anchor}-title` : undefined
          }
          className="scroll-mt-24"
        >
          {section.heading ? (
            <h2
              id={section.anchor ? `${section.anchor}-title` : undefined}
              className="text-xl font-semibold"
            >
              {section.heading}
            </h2>
          ) : null}
          {section.paragraphs.map((paragraph, p) => (
            <p key={p} className="mt-2 leading-relaxed text-ink-muted">
              {paragraph}
            </p>
          ))}
          {section.bullets?.length ? (
            <ul className="mt-2 list-disc pl-6 text-ink-muted">
              {section.bullets.map((bullet, b) => (
                <li key={b}>{bullet}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
