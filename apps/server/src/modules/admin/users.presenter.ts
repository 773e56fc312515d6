import { maskPhone, type AdminUser, type AdminUserFeedback } from '@chef/shared';
import type { AdminUserFeedbackRow, AdminUserRow } from './users.repository.js';

export const toAdminUser = (row: AdminUserRow): AdminUser => ({
  id: String(row.id),
  mobile: row.mobile === null ? null : maskPhone(row.mobile),
  email: row.email,
  nickname: row.nickname,
  avatar: row.avatar,
  createTime: row.created_at,
  disabled: row.disabled_at !== null,
  recipeCount: Number(row.recipe_count ?? 0),
  feedbackCount: Number(row.feedback_count ?? 0),
});

export const toAdminUserFeedback = (row: AdminUserFeedbackRow): AdminUserFeedback => ({
  id: String(row.id),
  type: row.type,
  description: row.description,
  createTime: row.created_at,
  replied: row.reply_time !== null,
});
