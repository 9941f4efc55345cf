import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StaffContentBody } from '@pawsook/shared/schemas/content-items';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { Button } from '../../../ui/button';
import { isStaffCallError } from '../../../lib/call-refusals';
import { useRefusalText } from '../../back-office/hooks/use-refusal-text';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormSection } from '../../../ui/form/form-section';
import { SaveOrCancel } from '../../../ui/form/save-or-cancel';
import { SelectField, TextAreaField, TextField } from '../../../ui/form/text-fields';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { useFieldProps } from '../../back-office/hooks/use-field-props';
import { contentFormSchema, slugFrom, type ContentFormValues } from '../forms/content-form';
import { ImagePicker } from './image-picker';
import { RichTextEditor } from './rich-text-editor';
import { wholeInput } from '../../back-office/forms/input-kinds';

const FIELDS: readonly FieldPath<ContentFormValues>[] = [
  'typeId',
  'slug',
  'titleTh',
  'titleEn',
  'summaryTh',
  'summaryEn',
  'bodyTh',
  'bodyEn',
  'coverImage',
  'coverAltTh',
  'coverAltEn',
  'videoUrl',
  'linkUrl',
  'membersOnly',
  'startsAt',
  'endsAt',
  'sortOrder',
];
const isField = (field: string | null): field is FieldPath<ContentFormValues> => FIELDS.includes(field as FieldPath<ContentFormValues>);
const LANGS = ['th', 'en'] as const;
type Lang = (typeof LANGS)[number];
const langFields = { th: ['titleTh', 'summaryTh', 'bodyTh', 'coverAltTh'], en: ['titleEn', 'summaryEn', 'bodyEn', 'coverAltEn'] } as const;

interface Props {
  mode: 'create' | 'edit';
  initial: ContentFormValues;
  onSave: (body: StaffContentBody) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A content item as staff write it: where it shows, its words in Thai and English (tabs: title,
 * summary, body with the rich-text editor, the cover's alt text), its cover or banner image, and
 * what its placement has (type and address, video, link, order, window), members only or not.
 * The shared schema checks it here as the API will; the API's refusals land on their field.
 */
export function ContentForm({ mode, initial, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const refusalText = useRefusalText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [tab, setTab] = useState<Lang>('th');
  const tabs = useRef<Record<Lang, HTMLButtonElement | null>>({ th: null, en: null });
  const baseId = useId();
  const form = useForm<ContentFormValues, unknown, StaffContentBody>({ resolver: keyedZodResolver(contentFormSchema), defaultValues: initial });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const field = useFieldProps(form);
  const [placement, typeId, coverImage] = useWatch({ control, name: ['placement', 'typeId', 'coverImage'] });
  const article = placement === 'article';
  const banner = placement === 'home-banner';
  const f = (key: string, options?: Record<string, unknown>) => t(`staffContent.form.${key}`, options);

  /** a refusal of a field on the other language's tab opens that tab */
  function showTabOf(fieldErrors: FieldErrors<ContentFormValues>) {
    const first = FIELDS.find((field) => fieldErrors[field]);
    const lang = LANGS.find((l) => (langFields[l] as readonly string[]).includes(first ?? ''));
    if (lang) setTab(lang);
  }

  const onSubmit = handleSubmit(
    async (body) => {
      setRefusal(null);
      try {
        await onSave(body);
      } catch (error) {
        const text = refusalText(error);
        if (text === null) return;
        const onFields = isStaffCallError(error) ? error.errors.filter((e) => isField(e.field)) : [];
        const lang = LANGS.find((l) => onFields.some((e) => (langFields[l] as readonly string[]).includes(e.field ?? '')));
        if (lang) setTab(lang);
        onFields.forEach((e, index) => setError(e.field as FieldPath<ContentFormValues>, { message: e.message }, { shouldFocus: index === 0 }));
        if (onFields.length === 0) setRefusal(text);
      }
    },
    (fieldErrors) => showTabOf(fieldErrors),
  );

  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: Lang = event.key === 'Home' ? 'th' : event.key === 'End' ? 'en' : tab === 'th' ? 'en' : 'th';
    setTab(next);
    tabs.current[next]?.focus();
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert>{refusal}</FormAlert>

      <FormSection headingId={`${baseId}-where`} title={f('whereTitle')}>
        <p className="text-sm">
          <span className="font-semibold">{f('placement')}: </span>
          {t(`staffContent.placements.${placement}`)}
        </p>
        {article ? (
          <div className="grid gap-4 lg:grid-cols-2">
            <SelectField label={f('type')} required {...field('typeId')}>
              {[1, 2, 3, 4].map((id) => (
                <option key={id} value={String(id)}>
                  {t(`staffContent.types.${id}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={f('slug')}
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={80}
              hint={f('slugHint')}
              {...field('slug')}
            />
          </div>
        ) : null}
        <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
          <input type="checkbox" {...register('membersOnly')} className="size-5 accent-brand-700" />
          {f('membersOnly')}
        </label>
        <p className="-mt-3 text-sm text-muted">{banner ? f('membersOnlyBannerHint') : f('membersOnlyHint')}</p>
      </FormSection>

      <FormSection headingId={`${baseId}-words`} title={f('wordsTitle')}>
        <div role="tablist" aria-label={f('languages')} onKeyDown={onTabKey} className="flex gap-1 border-b border-brand-100">
          {LANGS.map((lang) => (
            <button
              key={lang}
              ref={(element) => {
                tabs.current[lang] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${lang}`}
              aria-selected={tab === lang}
              aria-controls={`${baseId}-panel-${lang}`}
              tabIndex={tab === lang ? 0 : -1}
              onClick={() => setTab(lang)}
              className={`inline-flex min-h-11 items-center border-b-4 px-4 text-sm font-semibold ${tab === lang ? 'border-brand-700 text-brand-900' : 'border-transparent text-muted hover:text-brand-900'}`}
            >
              {f(`tab.${lang}`)}
              {langFields[lang].some((field) => errors[field]) ? (
                <span className="ml-2 text-red-700" aria-label={f('tabHasErrors')}>
                  !
                </span>
              ) : null}
            </button>
          ))}
        </div>
        {LANGS.map((lang) => {
          const [titleField, summaryField, bodyField, altField] = langFields[lang];
          const bodyLabelId = `${baseId}-body-${lang}`;
          return (
            <div
              key={lang}
              role="tabpanel"
              id={`${baseId}-panel-${lang}`}
              aria-labelledby={`${baseId}-tab-${lang}`}
              hidden={tab !== lang}
              className="space-y-4"
            >
              <TextField
                label={f(banner ? 'bannerTitle' : 'title', { lang: f(`tab.${lang}`) })}
                required
                lang={lang}
                autoComplete="off"
                maxLength={200}
                registration={register(titleField, {
                  onBlur:
                    lang === 'en' && article && mode === 'create'
                      ? () => getValues('slug') === '' && setValue('slug', slugFrom(getValues('titleEn')))
                      : undefined,
                })}
                hint={banner ? f('bannerTitleHint') : undefined}
                error={errorText(errors[titleField]?.message)}
              />
              {banner ? null : (
                <>
                  <TextAreaField lang={lang} label={f('summary', { lang: f(`tab.${lang}`) })} maxLength={500} {...field(summaryField)} />
                  <div>
                    <p id={bodyLabelId} className="mb-1 text-sm font-semibold text-ink">
                      {f('body', { lang: f(`tab.${lang}`) })}
                    </p>
                    <Controller
                      control={control}
                      name={bodyField}
                      render={({ field }) => (
                        <RichTextEditor
                          labelledBy={bodyLabelId}
                          lang={lang}
                          value={field.value}
                          onChange={field.onChange}
                          invalid={Boolean(errors[bodyField])}
                        />
                      )}
                    />
                    {errors[bodyField] ? <p className="mt-1 text-sm text-red-700">{errorText(errors[bodyField]?.message)}</p> : null}
                  </div>
                </>
              )}
              {banner ? null : (
                <TextField
                  lang={lang}
                  label={f('coverAlt', { lang: f(`tab.${lang}`) })}
                  autoComplete="off"
                  maxLength={200}
                  hint={f('coverAltHint')}
                  {...field(altField)}
                />
              )}
            </div>
          );
        })}
      </FormSection>

      <FormSection headingId={`${baseId}-image`} title={banner ? f('bannerImageTitle') : f('coverTitle')}>
        {coverImage ? (
          <div className="flex flex-wrap items-center gap-4">
            <img src={coverImage} alt={f('coverPreview')} className="h-32 w-auto max-w-full rounded-xl border border-brand-100 object-contain" />
            <Button variant="ghost" onClick={() => setValue('coverImage', '', { shouldDirty: true })}>
              {f('removeCover')}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted">{banner ? f('bannerImageMissing') : f('noCover')}</p>
        )}
        <ImagePicker purpose="cover" onPicked={(src) => setValue('coverImage', src, { shouldDirty: true, shouldValidate: true })} />
        {errors.coverImage ? (
          <p role="alert" className="text-sm text-red-700">
            {errorText(errors.coverImage.message)}
          </p>
        ) : null}
      </FormSection>

      {article && typeId === '3' ? (
        <FormSection headingId={`${baseId}-video`} title={f('videoTitle')}>
          <TextField
            label={f('videoUrl')}
            required
            type="url"
            inputMode="url"
            autoComplete="off"
            maxLength={300}
            hint={f('videoHint')}
            {...field('videoUrl')}
          />
        </FormSection>
      ) : null}

      {article ? null : (
        <FormSection headingId={`${baseId}-show`} title={f('showTitle')}>
          <div className="grid gap-4 lg:grid-cols-2">
            <TextField label={f('linkUrl')} type="text" inputMode="url" autoComplete="off" maxLength={500} hint={f('linkHint')} {...field('linkUrl')} />
            <TextField label={f('sortOrder')} {...wholeInput} maxLength={5} hint={f('sortOrderHint')} {...field('sortOrder')} />
            <TextField label={f('startsAt')} type="datetime-local" hint={f('windowHint')} {...field('startsAt')} />
            <TextField label={f('endsAt')} type="datetime-local" hint={f('windowHint')} {...field('endsAt')} />
          </div>
        </FormSection>
      )}

      <SaveOrCancel
        saving={isSubmitting}
        saveLabel={mode === 'create' ? f('create') : f('save')}
        savingLabel={f('saving')}
        cancelLabel={f('cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}
