import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffFile } from '../../../lib/api-client';
import { filenameFromDisposition, saveBlob } from '../../../lib/file-download';
import { Button, type ButtonVariant } from '../../../ui/button';
import { FormAlert } from '../../../ui/form/form-alert';
import { useRefusalText } from '../hooks/use-refusal-text';

interface FileDownloadButtonProps {
  /** what the button says; `more` is read after it by screen readers only (which document) */
  label: string;
  more?: ReactNode;
  /** what it says while the file comes (default: "Downloading…") */
  busyLabel?: string;
  fallbackName: string;
  fetchFile: () => Promise<StaffFile>;
  /** a notice once the file is handed over, naming it */
  savedText?: (name: string) => string;
  variant?: ButtonVariant;
}

/** A file only staff may have (a PDF, a CSV): fetched with the staff token, then saved under the server's file name. */
export function FileDownloadButton({ label, more, busyLabel, fallbackName, fetchFile, savedText, variant = 'secondary' }: FileDownloadButtonProps) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setRefusal(null);
    setSaved(null);
    try {
      const file = await fetchFile();
      const name = filenameFromDisposition(file.disposition, fallbackName);
      saveBlob(file.blob, name);
      if (savedText) setSaved(savedText(name));
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <Button variant={variant} disabled={busy} aria-busy={busy} onClick={() => void download()}>
        {busy ? (busyLabel ?? t('backOffice.download.busy')) : label}
        {more ? <span className="sr-only"> {more}</span> : null}
      </Button>
      <FormAlert>{refusal}</FormAlert>
      <FormAlert tone="success">{saved}</FormAlert>
    </div>
  );
}
