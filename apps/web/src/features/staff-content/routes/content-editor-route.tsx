import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { CONTENT_PLACEMENTS, type ContentPlacement, type StaffContentItem } from '@pawsook/shared/schemas/content-items';
import { contentMovesFrom, type ContentMove } from '@pawsook/shared/status/content-status';
import { formatDateTime } from '@pawsook/shared/format/date';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button, buttonClass } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { isStaffCallError } from '../../../lib/call-refusals';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { RequirePermission } from '../../back-office/components/require-permission';
import { useRefusalText } from '../../back-office/hooks/use-refusal-text';
import { FormAlert } from '../../../ui/form/form-alert';
import { controlClass } from '../../../ui/form/control-class';
import { useChangeContentItem, useContentItem, useCreateContentItem, useMoveContentItem } from '../api/content-queries';
import { ContentForm } from '../components/content-form';
import { StatusBadge } from '../components/content-list';
import { contentHref, contentItemHref } from '../content-params';
import { fromBangkokLocal } from '../../../lib/bangkok-local-time';
import { changeOf, contentFormOf, emptyContentForm } from '../forms/content-form';
import { LoadFailed } from '../../../ui/load-failed';

/** An editor page, new or existing: the way back to the list, its title, and the editor for those who may manage content. */
function EditorPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div>
      <Link to={contentHref()} className={buttonClass('ghost', '-ml-3 mb-2')}>
        ← {t('staffContent.editor.back')}
      </Link>
      <h1 className="mb-5 text-2xl font-bold text-brand-900 md:text-3xl">{title}</h1>
      <RequirePermission permission="content.manage">{children}</RequirePermission>
    </div>
  );
}

/** /staff/content/new?placement=…: a new item, saved as a draft; its editor then opens with the publish buttons. */
export function NewContentRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('placement');
  const placement: ContentPlacement = (CONTENT_PLACEMENTS as readonly string[]).includes(raw ?? '') ? (raw as ContentPlacement) : 'article';
  const create = useCreateContentItem();
  const title = t(`staffContent.editor.newTitle.${placement}`);
  return (
    <EditorPage title={title}>
      <ContentForm
        key={placement}
        mode="create"
        initial={emptyContentForm(placement)}
        onCancel={() => void navigate(contentHref())}
        onSave={async (body) => {
          const item = await create.mutateAsync(body);
          await navigate(contentItemHref(item.id), { state: { notice: t('staffContent.editor.created') } });
        }}
      />
    </EditorPage>
  );
}

const MOVE_VARIANT: Record<ContentMove, 'primary' | 'secondary' | 'ghost'> = { publish: 'primary', unpublish: 'secondary', archive: 'ghost' };

/** The item's status and the moves the transition table allows from it; publishing now or from a Bangkok time. */
function PublishPanel({ item, onMoved }: { item: StaffContentItem; onMoved: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const move = useMoveContentItem();
  const refusalText = useRefusalText();
  const [publishAt, setPublishAt] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  // what 'scheduled' is judged against: the page's opening, then each move's time on the server
  const [now, setNow] = useState(() => Date.now());

  async function run(which: ContentMove) {
    setMessage(null);
    try {
      const publishedAt = which === 'publish' ? (fromBangkokLocal(publishAt) ?? undefined) : undefined;
      const moved = await move.mutateAsync({ id: item.id, move: which, publishedAt });
      setNow(new Date(moved.updatedAt).getTime());
      onMoved();
      setMessage({ tone: 'success', text: t(`staffContent.publish.done.${which}`) });
    } catch (error) {
      const text = refusalText(error);
      if (text) setMessage({ tone: 'error', text });
    }
  }

  const moves = contentMovesFrom(item.status);
  const shopPath =
    item.placement === 'article' && item.slug
      ? `/content/${item.slug}`
      : item.placement === 'home-banner'
        ? '/'
        : item.placement === 'promotions-page'
          ? '/promotion'
          : '/privileges';
  return (
    <section aria-labelledby={`${id}-title`} className="mb-5 space-y-3 rounded-3xl border border-brand-100 bg-white p-5 md:p-6">
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        {t('staffContent.publish.title')}
      </h2>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <StatusBadge item={item} now={now} />
        {item.publishedAt ? <span>{t('staffContent.publish.publishedAt', { at: formatDateTime(item.publishedAt, language) })}</span> : null}
      </p>
      <FormAlert tone={message?.tone}>{message?.text}</FormAlert>
      {moves.includes('publish') ? (
        <div className="max-w-sm">
          <label htmlFor={`${id}-at`} className="mb-1 block text-sm font-semibold">
            {t('staffContent.publish.at')}
          </label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            value={publishAt}
            onChange={(event) => setPublishAt(event.target.value)}
            aria-describedby={`${id}-at-hint`}
            className={controlClass}
          />
          <p id={`${id}-at-hint`} className="mt-1 text-sm text-muted">
            {t('staffContent.publish.atHint')}
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {moves.map((which) => (
          <Button key={which} variant={MOVE_VARIANT[which]} disabled={move.isPending} onClick={() => void run(which)}>
            {t(`staffContent.publish.${which}`)}
          </Button>
        ))}
        {item.status === 'published' ? (
          <a href={shopPath} target="_blank" rel="noopener" className={buttonClass('ghost')}>
            {t('staffContent.publish.view')}
          </a>
        ) : null}
      </div>
    </section>
  );
}

function EditContent({ id }: { id: number }) {
  const { t } = useTranslation();
  const found = useContentItem(id);
  const change = useChangeContentItem();
  const location = useLocation();
  const [notice, setNotice] = useState<string | null>((location.state as { notice?: string } | null)?.notice ?? null);
  if (found.isPending) return <Spinner label={t('common.loading')} />;
  if (found.isError) {
    if (isStaffCallError(found.error) && found.error.forbidden) return <ForbiddenNotice message={found.error.message} />;
    if (isStaffCallError(found.error) && found.error.status === 404)
      return <p className="rounded-2xl border border-brand-100 bg-white p-5">{t('staffContent.editor.notFound')}</p>;
    return <LoadFailed withText={false} title={t('staff.errors.loadTitle')} onRetry={() => void found.refetch()} />;
  }
  const item = found.data;
  return (
    <>
      {notice ? (
        <div className="mb-5">
          <FormAlert tone="success">{notice}</FormAlert>
        </div>
      ) : null}
      <PublishPanel item={item} onMoved={() => setNotice(null)} />
      <ContentForm
        key={item.updatedAt}
        mode="edit"
        initial={contentFormOf(item)}
        onCancel={() => window.history.back()}
        onSave={async (body) => {
          await change.mutateAsync({ id, body: changeOf(body) });
          setNotice(t('staffContent.editor.saved'));
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}

/** /staff/content/:id: an item's words and settings, and its publication. */
export function EditContentRoute() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const title = t('staffContent.editor.editTitle');
  return (
    <EditorPage title={title}>
      {Number.isInteger(id) && id > 0 ? (
        <EditContent key={id} id={id} />
      ) : (
        <p className="rounded-2xl border border-brand-100 bg-white p-5">{t('staffContent.editor.notFound')}</p>
      )}
    </EditorPage>
  );
}
