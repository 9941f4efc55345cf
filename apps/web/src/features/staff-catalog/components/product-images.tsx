import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '@pawsook/shared/i18n/translate';
import { photoFileProblem, REVIEW_PHOTO_ACCEPT, REVIEW_PHOTO_MAX_MB } from '@pawsook/shared/schemas/reviews';
import { PRODUCT_IMAGES_MAX } from '@pawsook/shared/schemas/staff-product-images';
import { imageUrl } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { isStaffCallError } from '../../../lib/call-refusals';
import { useRefusalText } from '../../back-office/hooks/use-refusal-text';
import { FormAlert } from '../../../ui/form/form-alert';
import { controlClass } from '../../../ui/form/control-class';
import type { StaffProduct } from '../api/catalog-calls';
import { useCatalogWrite } from '../api/catalog-queries';
import { productName } from './products-list';

const small =
  'min-h-11 rounded-full border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50';

/** A photo added with the review photos' checks (by the browser first, then by its bytes on the server). */
function UploadForm({ product, onDone }: { product: StaffProduct; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const refusalText = useRefusalText();
  const write = useCatalogWrite(product.id);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const file = input.current?.files?.[0];
    if (!file) return setProblem(t('staffCatalog.images.pick'));
    const key = photoFileProblem(file);
    if (key) return setProblem(translate(language, key, { max: REVIEW_PHOTO_MAX_MB }));
    try {
      await write.mutateAsync({ kind: 'upload', file });
      if (input.current) input.current.value = '';
      onDone(t('staffCatalog.images.uploaded'));
    } catch (error) {
      setProblem(isStaffCallError(error) && error.errors[0] ? error.errors[0].message : refusalText(error));
    }
  }

  const full = product.imageKeys.length >= PRODUCT_IMAGES_MAX;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-2 border-t border-brand-100 pt-4">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {t('staffCatalog.images.file')}
      </label>
      <input
        id={id}
        ref={input}
        type="file"
        accept={REVIEW_PHOTO_ACCEPT}
        disabled={full}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-note`}
        className={`${controlClass} file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-900`}
      />
      <p id={`${id}-note`} className={`text-sm ${problem ? 'text-red-700' : 'text-muted'}`}>
        {problem ??
          (full
            ? t('staffCatalog.images.full', { max: PRODUCT_IMAGES_MAX })
            : t('staffCatalog.images.fileHint', { max: REVIEW_PHOTO_MAX_MB, count: PRODUCT_IMAGES_MAX }))}
      </p>
      <Button type="submit" variant="secondary" disabled={full || write.isPending}>
        {write.isPending ? t('staffCatalog.images.uploading') : t('staffCatalog.images.upload')}
      </Button>
    </form>
  );
}

/** The product's images in order, the first its main one; moved or taken off by those who may write. */
export function ProductImages({ product, canWrite }: { product: StaffProduct; canWrite: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const refusalText = useRefusalText();
  const write = useCatalogWrite(product.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const keys = product.imageKeys;
  const name = productName(product, language);

  async function arrange(next: string[], doneText: string) {
    setRefusal(null);
    setDone(null);
    try {
      await write.mutateAsync({ kind: 'arrange', imageKeys: next });
      setDone(doneText);
    } catch (error) {
      setRefusal(refusalText(error));
    }
  }

  const moved = (from: number, to: number) => {
    const next = [...keys];
    const [key] = next.splice(from, 1);
    next.splice(to, 0, key!);
    return next;
  };

  return (
    <section aria-labelledby="product-images-title" className="rounded-2xl border border-brand-100 bg-white p-4 md:p-5">
      <h2 id="product-images-title" className="text-lg font-bold text-ink">
        {t('staffCatalog.images.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('staffCatalog.images.text')}</p>
      <div className="mt-3 space-y-3">
        <FormAlert>{refusal}</FormAlert>
        <FormAlert tone="success">{done}</FormAlert>
      </div>
      {keys.length === 0 ? (
        <p className="mt-3 text-sm">{t('staffCatalog.images.none')}</p>
      ) : (
        <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2">
          {keys.map((key, index) => (
            <li key={key} className="rounded-xl border border-brand-100 p-2">
              <img
                src={imageUrl(key) ?? ''}
                alt={t('staffCatalog.images.alt', { n: index + 1, name })}
                loading="lazy"
                className="aspect-square w-full rounded-lg bg-white object-contain"
              />
              <p className="mt-1 text-xs font-semibold text-muted">
                {index === 0 ? t('staffCatalog.images.main') : t('staffCatalog.images.number', { n: index + 1 })}
              </p>
              {canWrite ? (
                <div className="mt-1 flex flex-wrap gap-1">
                  <button
                    type="button"
                    className={small}
                    disabled={index === 0 || write.isPending}
                    onClick={() => void arrange(moved(index, index - 1), t('staffCatalog.images.arranged'))}
                  >
                    <span aria-hidden="true">←</span>
                    <span className="sr-only">{t('staffCatalog.images.earlier', { n: index + 1 })}</span>
                  </button>
                  <button
                    type="button"
                    className={small}
                    disabled={index === keys.length - 1 || write.isPending}
                    onClick={() => void arrange(moved(index, index + 1), t('staffCatalog.images.arranged'))}
                  >
                    <span aria-hidden="true">→</span>
                    <span className="sr-only">{t('staffCatalog.images.later', { n: index + 1 })}</span>
                  </button>
                  <button
                    type="button"
                    className={small}
                    disabled={write.isPending}
                    onClick={() =>
                      void arrange(
                        keys.filter((k) => k !== key),
                        t('staffCatalog.images.removed'),
                      )
                    }
                  >
                    {t('staffCatalog.images.remove')}
                    <span className="sr-only"> {t('staffCatalog.images.number', { n: index + 1 })}</span>
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {canWrite ? <UploadForm product={product} onDone={setDone} /> : null}
    </section>
  );
}
