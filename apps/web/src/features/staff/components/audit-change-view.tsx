import { useTranslation } from 'react-i18next';
import { auditChanges, auditSummary, type AuditChange } from '../audit-diff';

function ChangeLine({ change }: { change: AuditChange }) {
  const { t } = useTranslation();
  const none = t('staff.audit.none');
  return (
    <li className="break-words">
      {change.key ? <span className="font-semibold">{change.key}: </span> : null}
      {change.before !== null ? <span className="text-red-800 line-through decoration-1">{change.before}</span> : null}
      {change.before !== null && change.after !== null ? <span aria-hidden="true"> → </span> : null}
      {change.before !== null && change.after !== null ? <span className="sr-only"> {t('staff.audit.becomes')} </span> : null}
      {change.after !== null ? <span className="text-green-900">{change.after}</span> : null}
      {change.before === null && change.after === null ? none : null}
    </li>
  );
}

/**
 * An entry's before and after, short: the first fields it changed, the rest behind a disclosure
 * with the full JSON of both (a native <details>: keyboard and screen readers know it).
 */
export function AuditChangeView({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className="text-muted">{t('staff.audit.none')}</span>;
  const { shown, more } = auditSummary(changes);
  return (
    <div className="text-sm">
      <ul className="space-y-0.5 font-mono">
        {shown.map((change) => (
          <ChangeLine key={change.key} change={change} />
        ))}
      </ul>
      <details className="mt-1">
        <summary className="min-h-6 cursor-pointer font-semibold text-brand-800 underline underline-offset-4">
          {more > 0 ? t('staff.audit.moreChanges', { count: more }) : t('staff.audit.details')}
        </summary>
        {more > 0 ? (
          <ul className="mt-1 space-y-0.5 font-mono">
            {changes.slice(shown.length).map((change) => (
              <ChangeLine key={change.key} change={change} />
            ))}
          </ul>
        ) : null}
        <dl className="mt-2 space-y-1">
          <dt className="font-semibold">{t('staff.audit.before')}</dt>
          <dd>
            <pre className="rounded-lg bg-stone-100 p-2 text-xs whitespace-pre-wrap break-all">{JSON.stringify(before ?? null, null, 2)}</pre>
          </dd>
          <dt className="font-semibold">{t('staff.audit.after')}</dt>
          <dd>
            <pre className="rounded-lg bg-stone-100 p-2 text-xs whitespace-pre-wrap break-all">{JSON.stringify(after ?? null, null, 2)}</pre>
          </dd>
        </dl>
      </details>
    </div>
  );
}
