import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import type { Bilingual, InfoDocument } from '../content/info-document';
import { InfoDocumentView, type ExtraSection } from '../components/info-document-view';

/** Renders the Thai or English version of an info document, with its page title and anchors. */
export function InfoRoute({ content, extraSections }: { content: Bilingual<InfoDocument>; extraSections?: ExtraSection[] }) {
  const language = useLanguage();
  const document = content[language];
  usePageTitle(document.title);
  useScrollToHash();
  return <InfoDocumentView document={document} extraSections={extraSections} />;
}
