import { Group, Paper, Rating, Stack, Text } from '@mantine/core';
import { RATING_MAX, type RatingResult, type TargetType } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { useAddRating } from '../api/add-rating';
import { askToLogIn } from '../../../lib/login-required';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { RatingStars } from '../../../components/RatingStars';

/** What is rated (a recipe or an article): its id, average, count and the caller's own score. */
export interface Rated {
  id: string;
  rating: number;
  ratingCount: number;
  myRating: number | null;
}

export interface RatingPanelProps {
  targetType: TargetType;
  subject: Rated;
  onRated: (result: RatingResult) => void;
}

/**
 * The average and count of a recipe's or an article's scores, and the caller's own score (1-5). A new
 * score replaces the old one; a visitor who clicks a star is asked to log in.
 */
export function RatingPanel({ targetType, subject, onRated }: RatingPanelProps) {
  const { id: targetId, rating, ratingCount, myRating } = subject;
  const { t } = useTranslation();
  const { token } = useSession();
  const addRating = useAddRating();

  const rate = (score: number) => {
    if (!token) return askToLogIn('rate');
    if (score === myRating || addRating.isPending) return;
    addRating.mutate(
      { targetType, targetId, score },
      {
        onSuccess: (result) => {
          onRated(result);
          toastSuccess(t('review.rated'));
        },
        onError: (error) => toastError(error.message),
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="md" data-testid="rating-panel">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={2}>
          <Text size="sm" c="dimmed" fw={600}>
            {t('review.rating')}
          </Text>
          <Group gap={8} align="baseline">
            <Text fz={28} fw={800} lh={1} data-testid="rating-average">
              {ratingCount > 0 ? rating.toFixed(1) : '–'}
            </Text>
            <RatingStars rating={rating} size={16} />
            <Text size="sm" c="dimmed" data-testid="rating-count">
              {t('review.ratingCount', { count: ratingCount })}
            </Text>
          </Group>
        </Stack>
        <Stack gap={4} align="flex-start">
          <Text size="sm" fw={600} id={`rate-${targetType}-${targetId}`}>
            {myRating ? t('review.yourScore', { score: myRating }) : t('review.rateThis')}
          </Text>
          <Rating
            value={myRating ?? 0}
            onChange={rate}
            count={RATING_MAX}
            size="lg"
            color="brand"
            readOnly={addRating.isPending}
            getSymbolLabel={(value) => t('review.starLabel', { count: value })}
            aria-labelledby={`rate-${targetType}-${targetId}`}
            data-testid="rating-input"
          />
        </Stack>
      </Group>
    </Paper>
  );
}
