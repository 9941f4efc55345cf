import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type StaffRole } from '@pawsook/shared/staff/staff-roles';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { useInviteStaff } from '../api/staff-queries';
import { inviteFormSchema, type InviteFormValues } from '../forms/staff-form-schemas';
import { SubmitButton } from '../../back-office/components/submit-button';
import { useStaffForm } from '../../back-office/hooks/use-staff-form';
import { FormAlert } from '../../../ui/form/form-alert';
import { SelectField, TextField } from '../../../ui/form/text-fields';

const FIELDS = ['email', 'name', 'role'] as const;

/** Invite a person by e-mail with a role: the API mails the link to choose a password. */
export function InviteForm() {
  const { t } = useTranslation();
  const invite = useInviteStaff();
  const { form, field, submitWith, refusal, done } = useStaffForm<InviteFormValues, { email: string; name: string; role: StaffRole }>({
    resolver: keyedZodResolver(inviteFormSchema),
    defaultValues: { email: '', name: '', role: 'operator' },
    refusalFields: FIELDS,
  });

  const onSubmit = submitWith(async (values) => {
    const account = await invite.mutateAsync(values);
    form.reset();
    return t('staff.team.invited', { email: account.email });
  });

  return (
    <section aria-labelledby="invite-heading" className="rounded-3xl border border-brand-100 bg-white p-5 md:p-6">
      <h2 id="invite-heading" className="text-lg font-bold text-ink">
        {t('staff.team.inviteTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('staff.team.inviteText')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <FormAlert>{refusal}</FormAlert>
        <FormAlert tone="success">{done}</FormAlert>
        <div className="grid gap-4 lg:grid-cols-3">
          <TextField label={t('staff.fields.email')} type="email" autoComplete="off" required maxLength={100} {...field('email')} />
          <TextField label={t('staff.fields.name')} autoComplete="off" required maxLength={100} {...field('name')} />
          <SelectField label={t('staff.fields.role')} required {...field('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`staff.roles.${role}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <SubmitButton busy={form.formState.isSubmitting} label={t('staff.team.invite')} busyLabel={t('staff.team.inviting')} />
      </form>
    </section>
  );
}
