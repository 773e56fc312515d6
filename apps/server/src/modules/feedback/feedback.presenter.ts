import { maskEmail, maskPhone, type AdminFeedback, type Feedback } from '@chef/shared';
import type { FeedbackRow, InboxRow } from './feedback.repository.js';

/** One of the user's feedback as the API shows it: waiting until staff reply, then replied. */
export const toFeedback = (row: FeedbackRow): Feedback => ({
  id: String(row.id),
  type: row.type,
  description: row.description,
  screenshots: JSON.parse(row.screenshots) as string[],
  contact: row.contact,
  createTime: row.created_at,
  status: row.reply_time === null ? 'waiting' : 'replied',
  reply: row.reply,
  replyTime: row.reply_time,
});

/** Staff see who sent it by masked account (mobile first, as the portal shows accounts) and nickname. */
export const toAdminFeedback = (row: InboxRow): AdminFeedback => ({
  ...toFeedback(row),
  user: {
    id: String(row.user_id),
    account: row.user_mobile ? maskPhone(row.user_mobile) : row.user_email ? maskEmail(row.user_email) : '',
    nickname: row.user_nickname,
  },
  appVersion: row.app_version,
  browser: row.browser,
  page: row.page,
});
