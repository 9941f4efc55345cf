import { Button } from '../button';

interface SaveOrCancelProps {
  saving: boolean;
  saveLabel: string;
  savingLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}

/** The end of a form that saves or is left: the submit button waits (and says so) while saving. */
export function SaveOrCancel({ saving, saveLabel, savingLabel, cancelLabel, onCancel }: SaveOrCancelProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={saving} aria-busy={saving}>
        {saving ? savingLabel : saveLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
