import type { FormEventHandler, ReactNode } from 'react';
import type { FieldProps } from '../../back-office/hooks/use-field-props';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormSection } from '../../../ui/form/form-section';
import { SaveOrCancel } from '../../../ui/form/save-or-cancel';
import { CodeAndNameFields } from './code-and-name-fields';

interface PromotionFormFrameProps {
  mode: 'create' | 'edit';
  /** what useCreateOrChangeForm gives the form */
  edit: { onSubmit: FormEventHandler<HTMLFormElement>; refusal: string | null; saving: boolean; field: (name: 'code' | 'nameTh' | 'nameEn') => FieldProps };
  /** the id of the names section's heading */
  namesId: string;
  /** the form's own texts (a promo code's or an automatic promotion's) */
  f: (key: string) => string;
  nameHint?: string;
  onCancel: () => void;
  /** the sections between the names and the end */
  children: ReactNode;
}

/** A promo code's or an automatic promotion's form: the refusal, the code and names, its own sections, then make (or save) or leave. */
export function PromotionFormFrame({ mode, edit, namesId, f, nameHint, onCancel, children }: PromotionFormFrameProps) {
  return (
    <form noValidate onSubmit={edit.onSubmit} className="space-y-5">
      <FormAlert>{edit.refusal}</FormAlert>
      <FormSection headingId={namesId} title={f('namesTitle')}>
        <CodeAndNameFields withCode={mode === 'create'} field={edit.field} f={f} nameHint={nameHint} />
      </FormSection>
      {children}
      <SaveOrCancel
        saving={edit.saving}
        saveLabel={mode === 'create' ? f('create') : f('save')}
        savingLabel={f('saving')}
        cancelLabel={f('cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}
