import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { pickLocalised } from '../../../lib/localised';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { isStaffCallError } from '../../../lib/call-refusals';
import { useRefusalText } from '../../back-office/hooks/use-refusal-text';
import { FormAlert } from '../../../ui/form/form-alert';
import { TextField } from '../../../ui/form/text-fields';
import { wholeInput } from '../../back-office/forms/input-kinds';
import { useFieldProps } from '../../back-office/hooks/use-field-props';
import type { StaffPaymentChannel } from '../api/settings-calls';
import { useChangePaymentChannel } from '../api/settings-queries';
import {
  channelChange,
  channelFormSchema,
  channelFormValues,
  EXPIRY_MINUTES,
  type ChannelFormOutput,
  type ChannelFormValues,
} from '../forms/settings-form-schemas';
import { RadioOptions } from './radio-options';
import { StateBadge } from './state-badge';

/**
 * One payment channel: offered at checkout or not, and how long its unpaid orders wait (the shop's
 * standard time for its kind, or minutes of its own). Saved on its own, with what is now true said
 * back; the server's refusal lands on its field.
 */
export function PaymentChannelRow({ channel }: { channel: StaffPaymentChannel }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const refusalText = useRefusalText();
  const change = useChangePaymentChannel();
  const headingId = useId();
  const switchId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const name = pickLocalised(channel, 'name', language);

  const form = useForm<ChannelFormValues, unknown, ChannelFormOutput>({
    resolver: keyedZodResolver(channelFormSchema),
    // the list asked again (a save here or by someone else): the form follows it
    values: channelFormValues(channel),
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const field = useFieldProps(form);
  const expiryMode = useWatch({ control, name: 'expiryMode' });

  const onSubmit = handleSubmit(async (wanted) => {
    setRefusal(null);
    setSaved(null);
    const body = channelChange(channel, wanted);
    if (Object.keys(body).length === 0) {
      setSaved(t('staffSettings.channels.unchanged', { name }));
      return;
    }
    try {
      const after = await change.mutateAsync({ id: channel.id, change: body });
      const state = after.status === 'active' ? t('staffSettings.channels.savedOn', { name }) : t('staffSettings.channels.savedOff', { name });
      const wait =
        after.expiryMinutes === null ? t('staffSettings.channels.savedDefaultWait') : t('staffSettings.channels.savedOwnWait', { count: after.expiryMinutes });
      setSaved(`${state} ${wait}`);
    } catch (error) {
      const text = refusalText(error);
      if (text === null) return;
      const onFields = isStaffCallError(error) ? error.errors.filter((e) => e.field === 'expiryMinutes' || e.field === 'status') : [];
      for (const e of onFields) {
        if (e.field === 'expiryMinutes') setError('expiryMinutes', { message: e.message }, { shouldFocus: true });
      }
      if (!onFields.some((e) => e.field === 'expiryMinutes')) setRefusal(text);
    }
  });

  return (
    <li className="rounded-2xl border border-brand-100 bg-white p-4">
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="font-bold break-words text-ink">
              {name}
            </h3>
            <p className="text-sm text-muted">
              {t('staffSettings.channels.kindLine', { kind: t(`staffSettings.channels.kinds.${channel.kind}`, { defaultValue: channel.kind }) })}
            </p>
          </div>
          <StateBadge on={channel.status === 'active'}>
            {channel.status === 'active' ? t('staffSettings.channels.on') : t('staffSettings.channels.off')}
          </StateBadge>
        </div>

        <Controller
          control={control}
          name="offered"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <input
                id={switchId}
                ref={field.ref}
                name={field.name}
                type="checkbox"
                role="switch"
                checked={field.value}
                aria-checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                className="size-6 shrink-0 accent-brand-700"
              />
              <label htmlFor={switchId} className="text-base text-ink">
                {t('staffSettings.channels.offered', { name })}
              </label>
            </div>
          )}
        />

        <RadioOptions
          legend={t('staffSettings.channels.waitLegend')}
          registration={register('expiryMode')}
          options={[
            { value: 'default', label: t('staffSettings.channels.waitDefault') },
            { value: 'own', label: t('staffSettings.channels.waitOwn') },
          ]}
        >
          {expiryMode === 'own' ? (
            <div className="mt-3 max-w-xs">
              <TextField
                label={t('staffSettings.channels.minutes', { name })}
                {...wholeInput}
                required
                hint={t('staffSettings.channels.minutesHint', { min: EXPIRY_MINUTES.min, max: EXPIRY_MINUTES.max.toLocaleString('en-US') })}
                {...field('expiryMinutes')}
              />
            </div>
          ) : null}
        </RadioOptions>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={isSubmitting} aria-label={t('staffSettings.channels.saveNamed', { name })}>
            {isSubmitting ? t('staffSettings.saving') : t('staffSettings.save')}
          </Button>
        </div>
        <div className="empty:hidden">
          <FormAlert>{refusal}</FormAlert>
          <FormAlert tone="success">{saved}</FormAlert>
        </div>
      </form>
    </li>
  );
}
