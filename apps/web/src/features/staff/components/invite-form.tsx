import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type StaffRole } from '@pawsook/shared/staff/staff-roles';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { Button } from '../../../ui/button';
import { useInviteStaff } from '../api/staff-queries';
import { inviteFormSchema, type InviteFormValues } from '../forms/staff-form-schemas';
import { useFieldRefusal } from '../../back-office/hooks/use-field-refusal';
import { FormAlert } from '../../../ui/form/form-alert';
import { SelectField, TextField } from '../../../ui/form/text-fields';
import { useErrorText } from '../../../lib/forms/use-error-text';

const FIELDS = ['email', 'name', 'role'] as const;

/** Invite a person by e-mail with a role: the API mails the link to choose a password. */
export function InviteForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldRefusal = useFieldRefusal();
  const invite = useInviteStaff();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteFormValues, unknown, { email: string; name: string; role: StaffRole }>({
    resolver: keyedZodResolver(inviteFormSchema),
    defaultValues: { email: '', name: '', role: 'operator' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    setSentTo(null);
    try {
      const account = await invite.mutateAsync(values);
      setSentTo(account.email);
      reset();
    } catch (error) {
      setRefusal(fieldRefusal(error, FIELDS, setError));
    }
  });

  return (
    <section aria-labelledby="invite-heading" className="rounded-3xl border border-brand-100 bg-white p-5 md:p-6">
      <h2 id="invite-heading" className="text-lg font-bold text-ink">
        {t('staff.team.inviteTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('staff.team.inviteText')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <FormAlert>{refusal}</FormAlert>
        <FormAlert tone="success">{sentTo ? t('staff.team.invited', { email: sentTo }) : null}</FormAlert>
        <div className="grid gap-4 lg:grid-cols-3">
          <TextField
            label={t('staff.fields.email')}
            type="email"
            autoComplete="off"
            required
            maxLength={100}
            registration={register('email')}
            error={errorText(errors.email?.message)}
          />
          <TextField
            label={t('staff.fields.name')}
            autoComplete="off"
            required
            maxLength={100}
            registration={register('name')}
            error={errorText(errors.name?.message)}
          />
          <SelectField label={t('staff.fields.role')} required registration={register('role')} error={errorText(errors.role?.message)}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`staff.roles.${role}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('staff.team.inviting') : t('staff.team.invite')}
        </Button>
      </form>
    </section>
  );
}
