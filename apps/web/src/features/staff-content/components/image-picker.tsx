import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentImageFileProblem } from '@pawsook/shared/schemas/content-items';
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_MAX_MB } from '@pawsook/shared/schemas/reviews';
import { Button } from '../../../ui/button';
import { useRefusalText } from '../../back-office/hooks/use-refusal-text';
import { controlClass } from '../../../ui/form/control-class';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { uploadEditorImage } from '../api/content-calls';

interface Props {
  /** an image in a body (with its alt text here) or a cover (its alt texts are fields of the form) */
  purpose: 'body' | 'cover';
  onPicked: (src: string, alt: string) => void;
  onCancel?: () => void;
}

/**
 * Picks a .gif/.jpg/.jpeg/.png, checks its name, type and size here (the server checks its bytes
 * again), uploads it, and hands back its path — with the alt text for an image in a body.
 */
export function ImagePicker({ purpose, onPicked, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useErrorText();
  const refusalText = useRefusalText();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function upload() {
    if (!file) {
      setProblem(errorText('upload.fileRequired') ?? null);
      return;
    }
    const refused = contentImageFileProblem(file, REVIEW_PHOTO_MAX_BYTES);
    if (refused) {
      setProblem(errorText(`${refused}|${JSON.stringify({ max: REVIEW_PHOTO_MAX_MB })}`) ?? null);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      onPicked(await uploadEditorImage(file), alt.trim());
    } catch (error) {
      setProblem(refusalText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-56 flex-1">
        <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-semibold">
          {purpose === 'body' ? t('staffContent.editor.imageFile') : t('staffContent.form.coverFile')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".gif,.jpg,.jpeg,.png,image/gif,image/jpeg,image/png"
          aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
          }}
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-xl file:border file:border-brand-700 file:bg-white file:px-3 file:font-semibold file:text-brand-800"
        />
        {problem ? (
          <p id={`${id}-problem`} role="alert" className="mt-1 text-sm text-red-700">
            {problem}
          </p>
        ) : (
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            {t('staffContent.editor.imageHint', { max: REVIEW_PHOTO_MAX_MB })}
          </p>
        )}
      </div>
      {purpose === 'body' ? (
        <label className="min-w-56 flex-1 text-sm font-semibold">
          {t('staffContent.editor.imageAlt')}
          <input
            type="text"
            autoComplete="off"
            maxLength={200}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            className={`${controlClass} mt-1 font-normal`}
          />
        </label>
      ) : null}
      <div className="flex gap-2">
        <Button variant="secondary" disabled={busy} aria-busy={busy} onClick={() => void upload()}>
          {busy ? t('staffContent.editor.uploading') : purpose === 'body' ? t('staffContent.editor.insertImage') : t('staffContent.form.uploadCover')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('staffContent.editor.cancel')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
