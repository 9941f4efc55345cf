import { SaveOrCancel } from '../../../ui/form/save-or-cancel';

/** The end of a promo code's or an automatic promotion's form: make it (or save it), or leave. */
export function PromotionSaveOrCancel({
  mode,
  saving,
  f,
  onCancel,
}: {
  mode: 'create' | 'edit';
  saving: boolean;
  f: (key: string) => string;
  onCancel: () => void;
}) {
  return (
    <SaveOrCancel
      saving={saving}
      saveLabel={mode === 'create' ? f('create') : f('save')}
      savingLabel={f('saving')}
      cancelLabel={f('cancel')}
      onCancel={onCancel}
    />
  );
}
