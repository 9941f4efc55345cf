import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import type { StaffOrderDetail } from '../api/staff-calls';
import { useAddStaffOrderNote } from '../api/staff-queries';
import { noteFormSchema, type NoteFormValues } from '../forms/staff-form-schemas';
import { useRefusalText } from '../../back-office/hooks/use-refusal-text';
import { showDateTime } from '../../back-office/order-format';
import { Panel } from '../../back-office/components/panel';
import { FormAlert } from '../../../ui/form/form-alert';
import { TextAreaField } from '../../../ui/form/text-fields';
import { useErrorText } from '../../../lib/forms/use-error-text';

/** The shop's people's own notes on the order (never shown to the member), and a form to add one. */
export function OrderNotes({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const refusalText = useRefusalText();
  const addNote = useAddStaffOrderNote(order.orderNo);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NoteFormValues>({ resolver: keyedZodResolver(noteFormSchema), defaultValues: { text: '' } });
  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await addNote.mutateAsync(values.text);
      reset();
    } catch (error) {
      setRefusal(refusalText(error));
    }
  });
  return (
    <Panel id="order-notes" title={t('staff.order.notesTitle')}>
      {order.notes.length === 0 ? (
        <p className="text-sm text-muted">{t('staff.order.noNotes')}</p>
      ) : (
        <ol className="space-y-3">
          {order.notes.map((note, index) => (
            <li key={`${note.at}-${index}`} className="border-l-4 border-brand-200 pl-3 text-sm">
              <p className="break-words whitespace-pre-line text-ink">{note.text}</p>
              <p className="mt-1 text-muted">
                {showDateTime(note.at, language)} · {note.actor}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-3">
        <FormAlert>{refusal}</FormAlert>
        <TextAreaField
          label={t('staff.order.noteLabel')}
          hint={t('staff.order.noteHint')}
          maxLength={1000}
          registration={register('text')}
          error={errorText(errors.text?.message)}
        />
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          {isSubmitting ? t('staff.order.working') : t('staff.order.addNote')}
        </Button>
      </form>
    </Panel>
  );
}
