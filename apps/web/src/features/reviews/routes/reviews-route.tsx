import { Tabs } from 'radix-ui';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '@pawsook/shared/format/date';
import { MY_REVIEWS_PAGE_SIZE, type MyReview, type PostedReview, type ReviewableLine } from '@pawsook/shared/schemas/reviews';
import { imageUrl } from '../../../lib/api-client';
import { pickLocalised } from '../../../lib/localised';
import type { Language } from '../../../lib/preferences';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button, buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useMyReviews, useWaitingLines } from '../api/review-queries';
import { pageCount } from '../../../lib/page-count';
import { ReviewFormDialog } from '../components/review-form-dialog';
import { ReviewPhotoStrip } from '../components/review-photo-strip';
import { ReviewSentAlert } from '../components/review-sent-alert';
import { ReviewsPager } from '../components/reviews-pager';
import { StarRating } from '../components/star-rating';
import { LoadFailed } from '../../../ui/load-failed';

type Tab = 'waiting' | 'written';
const isTab = (value: string | null): value is Tab => value === 'waiting' || value === 'written';

function choiceOf(line: ReviewableLine, language: Language): string | null {
  return language === 'th' ? (line.choiceNameTh ?? line.choiceNameEn) : (line.choiceNameEn ?? line.choiceNameTh);
}

/** The product as it was ordered: its picture, name, option and order. */
function LineSummary({ line, language, headingLevel }: { line: ReviewableLine; language: Language; headingLevel: 'h3' | 'p' }) {
  const { t } = useTranslation();
  const image = imageUrl(line.imageKey);
  const Name = headingLevel;
  const choice = choiceOf(line, language);
  return (
    <div className="flex min-w-0 gap-3">
      {image ? (
        <img src={image} alt="" width={72} height={72} loading="lazy" decoding="async" className="size-18 shrink-0 rounded-xl bg-white object-contain" />
      ) : (
        <span aria-hidden="true" className="size-18 shrink-0 rounded-xl bg-stone-100" />
      )}
      <div className="min-w-0">
        <Name className="font-semibold break-words text-ink">{pickLocalised(line, 'productName', language)}</Name>
        {choice ? <p className="text-sm text-muted">{choice}</p> : null}
        <p className="text-sm break-all text-muted">{t('reviews.waiting.orderNo', { orderNo: line.orderNo })}</p>
      </div>
    </div>
  );
}

function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-3">
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <Skeleton className="h-28 w-full rounded-2xl" />
        </li>
      ))}
    </ul>
  );
}

function Empty({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="rounded-3xl border border-brand-100 bg-cream px-6 py-10 text-center">
      <p className="text-lg font-bold text-brand-900">{title}</p>
      <p className="mx-auto mt-1 max-w-md text-muted">{text}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

function WaitingList({ page, onPageChange, onWrite }: { page: number; onPageChange: (page: number) => void; onWrite: (line: ReviewableLine) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const waiting = useWaitingLines(page);
  if (waiting.isPending) return <ListSkeleton />;
  if (waiting.isError) return <LoadFailed onRetry={() => void waiting.refetch()} />;
  if (waiting.data.items.length === 0) {
    return (
      <Empty
        title={t('reviews.waiting.emptyTitle')}
        text={t('reviews.waiting.emptyText')}
        action={
          <Link to="/user/purchase/order" className={buttonClass('secondary')}>
            {t('reviews.waiting.toOrders')}
          </Link>
        }
      />
    );
  }
  return (
    <div className={waiting.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={waiting.isPlaceholderData}>
      <h2 className="sr-only">{t('reviews.waiting.heading')}</h2>
      <ul className="space-y-3">
        {waiting.data.items.map((line) => (
          <li
            key={line.orderLineId}
            className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <LineSummary line={line} language={language} headingLevel="h3" />
              <p className="mt-1 text-xs text-muted">{t('reviews.waiting.orderedOn', { date: formatDate(line.orderDate, language) })}</p>
            </div>
            <Button onClick={() => onWrite(line)} className="shrink-0 self-stretch sm:self-center">
              {t('reviews.waiting.write')}
              <span className="sr-only">: {pickLocalised(line, 'productName', language)}</span>
            </Button>
          </li>
        ))}
      </ul>
      <ReviewsPager page={page} total={waiting.data.totalRecord} pageSize={MY_REVIEWS_PAGE_SIZE} onPageChange={onPageChange} />
    </div>
  );
}

function WrittenReview({ review, language }: { review: MyReview; language: Language }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-2xl border border-brand-100 bg-white p-4">
      <LineSummary line={review} language={language} headingLevel="h3" />
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating stars={review.stars} size="md" />
        <span className="text-sm text-muted">{t('reviews.written.reviewedOn', { date: formatDate(review.createdAt, language) })}</span>
        {review.hideName ? (
          <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-800">{t('reviews.written.nameHidden')}</span>
        ) : null}
        {review.hidden ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">{t('reviews.written.notShown')}</span>
        ) : null}
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-ink">{review.text}</p>
      <ReviewPhotoStrip photos={review.photos} label={t('reviews.form.photos')} />
    </li>
  );
}

function WrittenList({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const written = useMyReviews(page);
  if (written.isPending) return <ListSkeleton />;
  if (written.isError) return <LoadFailed onRetry={() => void written.refetch()} />;
  if (written.data.items.length === 0) return <Empty title={t('reviews.written.emptyTitle')} text={t('reviews.written.emptyText')} />;
  return (
    <div className={written.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={written.isPlaceholderData}>
      <h2 className="sr-only">{t('reviews.written.heading')}</h2>
      <ul className="space-y-3">
        {written.data.items.map((review) => (
          <WrittenReview key={review.reviewId} review={review} language={language} />
        ))}
      </ul>
      <ReviewsPager page={page} total={written.data.totalRecord} pageSize={MY_REVIEWS_PAGE_SIZE} onPageChange={onPageChange} />
    </div>
  );
}

/** A tab's name with its number, once known. */
function TabLabel({ label, count }: { label: string; count: number | undefined }) {
  return (
    <>
      {label}
      {count !== undefined ? <span className="ml-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-bold text-brand-900">{count}</span> : null}
    </>
  );
}

/**
 * /user/purchase/review (member-area spec §2, §5): the products of delivered orders waiting for a
 * review and the reviews written, as two tabs (?tab=written opens the second). Each tab pages by
 * itself; changing tab starts at its first page.
 */
export function ReviewsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('reviews.title'));
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'waiting';
  const [pages, setPages] = useState<Record<Tab, number>>({ waiting: 1, written: 1 });
  const [writing, setWriting] = useState<ReviewableLine | null>(null);
  const [sent, setSent] = useState<{ answer: PostedReview; orderNo: string } | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  // the counts on the tabs: page 1 of each list (the open tab's own page shares its query)
  const waitingCount = useWaitingLines(1).data?.totalRecord;
  const writtenCount = useMyReviews(1).data?.totalRecord;

  // a list that shrank (the last review of a page written) stays on a page that exists
  const lastPages = { waiting: waitingCount, written: writtenCount };
  const fitted = { ...pages };
  for (const name of ['waiting', 'written'] as const) {
    const total = lastPages[name];
    if (total !== undefined) fitted[name] = Math.min(pages[name], pageCount(total, MY_REVIEWS_PAGE_SIZE));
  }
  if (fitted.waiting !== pages.waiting || fitted.written !== pages.written) setPages(fitted);

  function changeTab(next: string) {
    if (!isTab(next)) return;
    const params = new URLSearchParams(search);
    if (next === 'waiting') params.delete('tab');
    else params.set('tab', next);
    setSearch(params, { replace: true, preventScrollReset: true });
    setPages((p) => ({ ...p, [next]: 1 }));
  }

  function changePage(name: Tab, page: number) {
    setPages((p) => ({ ...p, [name]: page }));
    listTop.current?.scrollIntoView({ block: 'start' });
  }

  const trigger =
    'inline-flex min-h-11 flex-1 items-center justify-center rounded-full px-4 text-sm font-semibold text-brand-900 sm:flex-none ' +
    'data-[state=active]:bg-brand-700 data-[state=active]:text-white hover:bg-brand-50 data-[state=active]:hover:bg-brand-700';

  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{t('reviews.title')}</h1>
      <p className="mt-1 max-w-2xl text-muted">{t('reviews.intro')}</p>

      <Tabs.Root value={tab} onValueChange={changeTab} className="mt-5">
        <Tabs.List aria-label={t('reviews.tabs.label')} className="flex gap-2 rounded-full border border-brand-100 bg-brand-50 p-1 sm:inline-flex">
          <Tabs.Trigger value="waiting" className={trigger}>
            <TabLabel label={t('reviews.tabs.waiting')} count={waitingCount} />
          </Tabs.Trigger>
          <Tabs.Trigger value="written" className={trigger}>
            <TabLabel label={t('reviews.tabs.written')} count={writtenCount} />
          </Tabs.Trigger>
        </Tabs.List>
        <div ref={listTop} className="scroll-mt-24" />
        <Tabs.Content value="waiting" className="mt-5 outline-none">
          <WaitingList page={pages.waiting} onPageChange={(page) => changePage('waiting', page)} onWrite={setWriting} />
        </Tabs.Content>
        <Tabs.Content value="written" className="mt-5 outline-none">
          <WrittenList page={pages.written} onPageChange={(page) => changePage('written', page)} />
        </Tabs.Content>
      </Tabs.Root>

      <ReviewFormDialog
        line={writing}
        open={writing !== null}
        onOpenChange={(open) => {
          if (!open) setWriting(null);
        }}
        onSent={(answer, line) => {
          setWriting(null);
          setSent({ answer, orderNo: line.orderNo });
        }}
      />
      <ReviewSentAlert sent={sent} onClose={() => setSent(null)} />
    </div>
  );
}
