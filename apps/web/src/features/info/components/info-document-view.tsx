import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InfoDocument, InfoSection } from '../content/info-document';
import { outline, sectionIds, TOC_MIN_SECTIONS } from '../info-outline';

export interface ExtraSection {
  id: string;
  heading: string;
  content: ReactNode;
}

function SectionBody({ section }: { section: InfoSection }) {
  return (
    <>
      {section.paragraphs?.map((paragraph, index) => (
        <p key={`p${index}`} className="mt-3 text-ink">
          {paragraph}
        </p>
      ))}
      {section.bullets && section.bullets.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-6 marker:text-brand-500">
          {section.bullets.map((bullet, index) => (
            <li key={index}>{bullet}</li>
          ))}
        </ul>
      ) : null}
      {section.steps && section.steps.length > 0 ? (
        <ol className="mt-4 space-y-3">
          {section.steps.map((step, index) => (
            <li key={index} className="flex gap-4 rounded-2xl border border-brand-100 bg-white p-4">
              <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </span>
              <span>
                <span className="block font-semibold text-brand-900">{step.title}</span>
                <span className="mt-1 block text-muted">{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}

/** One info page: title, lead, a table of contents for long pages, then the sections. */
export function InfoDocumentView({ document, extraSections = [] }: { document: InfoDocument; extraSections?: ExtraSection[] }) {
  const { t } = useTranslation();
  const ids = sectionIds(document);
  const entries = outline(
    document,
    extraSections.map(({ id, heading }) => ({ id, heading })),
  );
  const showToc = entries.length >= TOC_MIN_SECTIONS;

  return (
    <article className="container-page py-8 md:py-12">
      <header className="rounded-3xl bg-cream px-6 py-8 md:px-10">
        <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{document.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted">{document.lead}</p>
      </header>
      <div className={`mt-8 ${showToc ? 'lg:grid lg:grid-cols-[16rem_1fr] lg:gap-10' : ''}`}>
        {showToc ? (
          <nav aria-labelledby="toc-heading" className="mb-8 lg:mb-0">
            <div className="rounded-2xl border border-brand-100 p-4 lg:sticky lg:top-20">
              <h2 id="toc-heading" className="text-sm font-bold tracking-wide text-brand-800 uppercase">
                {t('info.toc')}
              </h2>
              <ol className="mt-2 space-y-1 text-sm">
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <a href={`#${entry.id}`} className="block rounded px-2 py-1.5 text-ink hover:bg-brand-50 hover:text-brand-900">
                      {entry.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        ) : null}
        <div className="max-w-3xl min-w-0 space-y-10">
          {document.sections.map((section, index) => (
            <section key={ids[index]} aria-labelledby={`${ids[index]}-heading`} id={ids[index]}>
              <h2 id={`${ids[index]}-heading`} className="text-2xl font-bold text-brand-900">
                {section.heading}
              </h2>
              <SectionBody section={section} />
            </section>
          ))}
          {extraSections.map((extra) => (
            <section key={extra.id} id={extra.id} aria-labelledby={`${extra.id}-heading`}>
              <h2 id={`${extra.id}-heading`} className="text-2xl font-bold text-brand-900">
                {extra.heading}
              </h2>
              <div className="mt-4">{extra.content}</div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
