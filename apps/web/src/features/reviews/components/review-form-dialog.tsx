import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isMessageKey, translate, type Lang, type MessageParams } from '@pawsook/shared/i18n/translate';
import {
  REVIEW_PHOTO_ACCEPT,
  REVIEW_PHOTO_MAX_MB,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX_LENGTH,
  reviewFormSchema,
  type PostedReview,
  type ReviewableLine,
} from '@pawsook/shared/schemas/reviews';
import { imageUrl } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { pickLocalised } from '../../../lib/localised';
import { useLanguage } from '../../../lib/use-language';
import { useUnexpectedError } from '../../../lib/use-unexpected-error';
import { Button } from '../../../ui/button';
import { CloseIcon, Dialog } from '../../../ui/dialog';
import { usePostReview } from '../api/review-queries';
import { addPhotos, textRows } from '../review-form-rules';
import { StarPicker } from './star-picker';

type Field = 'stars' | 'text' | 'photos';
type FieldErrors = Partial<Record<Field, string>>;

interface ChosenPhoto {
  file: File;
  /** an object URL for the preview, revoked when the photo is removed or the form closes */
  url: string;
  name: string;
  size: number;
  type: string;
}

function message(lang: Lang, key: string, params: MessageParams = {}): string {
  return isMessageKey(key) ? translate(lang, key, params) : key;
}

const FIELDS: readonly Field[] = ['stars', 'text', 'photos'];
const isField = (value: unknown): value is Field => typeof value === 'string' && (FIELDS as readonly string[]).includes(value);

function ReviewForm({
  line,
  onCancel,
  onSent,
  onPendingChange,
}: {
  line: ReviewableLine;
  onCancel: () => void;
  onSent: (answer: PostedReview) => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const unexpected = useUnexpectedError();
  const post = usePostReview();
  const id = useId();
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [hideName, setHideName] = useState(false);
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refused, setRefused] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  const starsBox = useRef<HTMLDivElement>(null);

  // the previews' object URLs go with the form
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  useEffect(() => () => photosRef.current.forEach((p) => URL.revokeObjectURL(p.url)), []);
  useEffect(() => onPendingChange(post.isPending), [post.isPending, onPendingChange]);

  const name = pickLocalised(line, 'productName', lang);
  const choice = lang === 'th' ? (line.choiceNameTh ?? line.choiceNameEn) : (line.choiceNameEn ?? line.choiceNameTh);
  const image = imageUrl(line.imageKey);

  function pick(files: File[]) {
    const facts = files.map((file) => ({ file, url: '', name: file.name, size: file.size, type: file.type }));
    const result = addPhotos(photos, facts);
    const added = result.photos.slice(photos.length).map((p) => ({ ...p, url: URL.createObjectURL(p.file) }));
    setPhotos([...photos, ...added]);
    setRefused(result.refused.map((r) => `${r.name}: ${message(lang, r.key, r.params)}`));
    if (added.length > 0) setErrors((e) => ({ ...e, photos: undefined }));
  }

  function remove(index: number) {
    const gone = photos[index];
    if (gone) URL.revokeObjectURL(gone.url);
    setPhotos(photos.filter((_, i) => i !== index));
    setRefused([]);
    addButton.current?.focus();
  }

  function focusFirst(found: FieldErrors) {
    if (found.stars) starsBox.current?.querySelector<HTMLInputElement>('input')?.focus();
    else if (found.text) textBox.current?.focus();
    else if (found.photos) addButton.current?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (post.isPending) return;
    setFormError(null);
    const parsed = reviewFormSchema.safeParse({ stars, text, hideName, photos: photos.map((p) => p.file) });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (!isField(field) || found[field]) continue;
        const params: MessageParams = {};
        if ('maximum' in issue && issue.maximum !== undefined) params.max = Number(issue.maximum);
        if ('minimum' in issue && issue.minimum !== undefined) params.min = Number(issue.minimum);
        found[field] = message(lang, issue.message, params);
      }
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    post.mutate(
      { orderLineId: line.orderLineId, stars: parsed.data.stars, text: parsed.data.text, hideName: parsed.data.hideName, photos: photos.map((p) => p.file) },
      {
        onSuccess: onSent,
        onError: (error) => {
          if (isApiError(error) && error.code === '413') {
            const found = { photos: message(lang, 'review.photoTooLarge', { max: REVIEW_PHOTO_MAX_MB }) };
            setErrors(found);
            focusFirst(found);
            return;
          }
          if (isApiError(error) && error.kind === 'bad-request') {
            const found: FieldErrors = {};
            let whole: string | null = null;
            for (const e of error.errors) {
              if (isField(e.field)) found[e.field] ??= e.message;
              else whole ??= e.message;
            }
            setErrors(found);
            setFormError(whole);
            focusFirst(found);
            return;
          }
          if (isApiError(error) && error.kind === 'not-found') {
            setFormError(error.message);
            return;
          }
          if (!unexpected(error)) setFormError(t('reviews.form.failed'));
        },
      },
    );
  }

  const described = (field: Field, hint?: string) => (errors[field] ? `${id}-${field}-error` : hint) || undefined;
  const pending = post.isPending;

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-busy={pending}>
      <div className="flex items-center gap-3 rounded-2xl bg-cream p-3">
        {image ? (
          <img src={image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-xl bg-white object-contain" />
        ) : (
          <span aria-hidden="true" className="size-16 shrink-0 rounded-xl bg-stone-100" />
        )}
        <div className="min-w-0">
          <p className="text-xs text-muted">{t('reviews.form.product')}</p>
          <p className="font-semibold break-words text-ink">{name}</p>
          {choice ? <p className="text-sm text-muted">{choice}</p> : null}
          <p className="text-xs text-muted">{t('reviews.waiting.orderNo', { orderNo: line.orderNo })}</p>
        </div>
      </div>

      {formError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
          {formError}
        </p>
      ) : null}

      <div ref={starsBox}>
        <StarPicker
          value={stars}
          onChange={(next) => {
            setStars(next);
            setErrors((e) => ({ ...e, stars: undefined }));
          }}
          error={errors.stars}
          disabled={pending}
        />
      </div>

      <div>
        <div className="mb-1 text-sm font-semibold text-ink">
          <label htmlFor={`${id}-text`}>{t('reviews.form.text')}</label>
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </div>
        <textarea
          id={`${id}-text`}
          ref={textBox}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (errors.text) setErrors((e) => ({ ...e, text: undefined }));
          }}
          rows={textRows(text)}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          required
          disabled={pending}
          placeholder={t('reviews.form.textHint')}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={[described('text'), `${id}-counter`].filter(Boolean).join(' ')}
          className="block w-full resize-y rounded-xl border border-stone-400 bg-white px-3 py-2 text-base text-ink placeholder:text-stone-500 focus-visible:border-accent-600 disabled:bg-stone-100 aria-[invalid=true]:border-red-700"
        />
        <div className="mt-1 flex flex-wrap justify-between gap-x-3 text-sm">
          {errors.text ? (
            <p id={`${id}-text-error`} className="text-red-700">
              {errors.text}
            </p>
          ) : (
            <span />
          )}
          <p id={`${id}-counter`} className={text.length >= REVIEW_TEXT_MAX_LENGTH ? 'font-semibold text-amber-800' : 'text-muted'}>
            {t('reviews.form.counter', { length: text.length, max: REVIEW_TEXT_MAX_LENGTH })}
          </p>
        </div>
      </div>

      <div className="flex items-start gap-3">
        <input
          id={`${id}-hide`}
          type="checkbox"
          checked={hideName}
          onChange={(event) => setHideName(event.target.checked)}
          disabled={pending}
          aria-describedby={`${id}-hide-hint`}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <div>
          <label htmlFor={`${id}-hide`} className="font-semibold text-ink">
            {t('reviews.form.hideName')}
          </label>
          <p id={`${id}-hide-hint`} className="text-sm text-muted">
            {t('reviews.form.hideNameHint')}
          </p>
        </div>
      </div>

      <fieldset aria-describedby={[described('photos', `${id}-photos-hint`), `${id}-photo-count`].filter(Boolean).join(' ')}>
        <legend className="mb-1 text-sm font-semibold text-ink">
          {t('reviews.form.photos')}
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </legend>
        <p id={`${id}-photos-hint`} className="text-sm text-muted">
          {t('reviews.form.photosHint', { max: REVIEW_PHOTOS_MAX, mb: REVIEW_PHOTO_MAX_MB })}
        </p>
        {photos.length > 0 ? (
          <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
            {photos.map((photo, index) => (
              <li key={photo.url} className="relative">
                <img
                  src={photo.url}
                  alt={t('reviews.form.photoAlt', { number: index + 1 })}
                  className="aspect-square w-full rounded-xl border border-stone-200 bg-stone-100 object-cover"
                />
                <button
                  type="button"
                  onClick={() => remove(index)}
                  disabled={pending}
                  aria-label={t('reviews.form.removePhoto', { number: index + 1, name: photo.name })}
                  className="absolute -top-2 -right-2 inline-flex size-11 items-center justify-center rounded-full"
                >
                  <span className="inline-flex size-7 items-center justify-center rounded-full border border-stone-300 bg-white text-ink shadow">
                    <CloseIcon />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            ref={addButton}
            variant="secondary"
            onClick={() => fileInput.current?.click()}
            disabled={pending || photos.length >= REVIEW_PHOTOS_MAX}
            aria-invalid={errors.photos ? true : undefined}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 7h3l2-3h6l2 3h3v12H4zM12 10v6M9 13h6" />
            </svg>
            {t('reviews.form.addPhotos')}
          </Button>
          <span id={`${id}-photo-count`} className="text-sm text-ink">
            {t('reviews.form.photoCount', { count: photos.length, max: REVIEW_PHOTOS_MAX })}
          </span>
        </div>
        <input
          ref={fileInput}
          type="file"
          accept={REVIEW_PHOTO_ACCEPT}
          multiple
          hidden
          data-testid="review-photo-input"
          onChange={(event) => {
            pick(Array.from(event.target.files ?? []));
            // the same file can be picked again after removing it
            event.target.value = '';
          }}
        />
        {errors.photos ? (
          <p id={`${id}-photos-error`} className="mt-2 text-sm text-red-700">
            {errors.photos}
          </p>
        ) : null}
        {refused.length > 0 ? (
          <ul role="alert" className="mt-2 space-y-1 text-sm text-red-700">
            {refused.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('reviews.form.cancel')}
        </Button>
        <Button type="submit" disabled={pending} className="min-w-40">
          {pending ? t('reviews.form.submitting') : t('reviews.form.submit')}
        </Button>
      </div>
    </form>
  );
}

export interface ReviewFormDialogProps {
  /** the line to review; null when none is chosen */
  line: ReviewableLine | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the review was taken: the dialog's parent closes it and says so */
  onSent: (answer: PostedReview, line: ReviewableLine) => void;
}

/** The review form in the shop's dialog (member-area spec §5 Reviews). */
export function ReviewFormDialog({ line, open, onOpenChange, onSent }: ReviewFormDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  // keep showing the last line while the dialog closes (the parent clears it at once)
  const [shown, setShown] = useState<ReviewableLine | null>(line);
  if (line && line !== shown) setShown(line);
  if (!shown) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // a review on its way finishes first
        if (!next && pending) return;
        onOpenChange(next);
      }}
      title={t('reviews.form.title')}
    >
      <ReviewForm
        key={shown.orderLineId}
        line={shown}
        onCancel={() => onOpenChange(false)}
        onSent={(answer) => onSent(answer, shown)}
        onPendingChange={setPending}
      />
    </Dialog>
  );
}
