import { useTranslation } from 'react-i18next';
import type { PostedReview } from '@pawsook/shared/schemas/reviews';
import { AlertDialog } from '../../../ui/alert-dialog';

/** The spec's "confirm sent" alert: the review was taken, and the coins it earned (member-area spec §4 alert kinds). */
export function ReviewSentAlert({ sent, onClose }: { sent: { answer: PostedReview; orderNo: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const coins = sent?.answer.coinsEarned ?? 0;
  return (
    <AlertDialog
      open={sent !== null}
      onOpenChange={(open) => !open && onClose()}
      tone="success"
      title={t('reviews.sent.title')}
      message={
        sent ? (coins > 0 ? t('reviews.sent.coins', { count: coins, orderNo: sent.orderNo }) : t('reviews.sent.noCoins', { orderNo: sent.orderNo })) : ''
      }
      actionLabel={t('reviews.sent.ok')}
    />
  );
}
