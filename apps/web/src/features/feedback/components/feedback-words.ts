import { FEEDBACK_TYPES, type FeedbackStatus } from '@chef/shared';
import type { TFunction } from 'i18next';

/** The six types of the spec with their labels, for selects and badges alike. */
export const feedbackTypeOptions = (t: TFunction) =>
  FEEDBACK_TYPES.map((type) => ({ value: String(type), label: t(`feedback.types.${type}`) }));

export const STATUS_COLORS: Record<FeedbackStatus, string> = { waiting: 'orange', replied: 'teal' };
