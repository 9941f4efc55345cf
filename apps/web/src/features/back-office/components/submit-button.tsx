import { Button } from '../../../ui/button';

/** A back-office form's submit button: it waits, and says what it is doing, while the form is sent. */
export function SubmitButton({ busy, label, busyLabel, className }: { busy: boolean; label: string; busyLabel: string; className?: string }) {
  return (
    <Button type="submit" disabled={busy} className={className}>
      {busy ? busyLabel : label}
    </Button>
  );
}
