import type { Comment, ModeratedComment } from '@chef/shared';

/** A comment with its author as the API shows it; isMine tells the caller (null: a visitor) which are theirs. */
export const toComment = (
  row: {
    id: number;
    user_id: number;
    content: string;
    created_at: string;
    nickname: string;
    avatar: string | null;
    reported: boolean | number | string;
  },
  callerId: number | null,
): Comment => ({
  id: String(row.id),
  content: row.content,
  createTime: row.created_at,
  userId: String(row.user_id),
  nickname: row.nickname,
  avatar: row.avatar,
  isMine: row.user_id === callerId,
  // An EXISTS answers 0/1 on SQLite and a boolean on PostgreSQL.
  reported: Boolean(Number(row.reported)),
});

/** A comment in the console's moderation queue. */
export const toModeratedComment = (row: {
  id: number;
  user_id: number;
  target_type: number;
  target_id: number;
  content: string;
  created_at: string;
  reports: number;
  hidden_at: string | null;
  hidden_reason: string | null;
  nickname: string;
}): ModeratedComment => ({
  id: String(row.id),
  content: row.content,
  createTime: row.created_at,
  userId: String(row.user_id),
  nickname: row.nickname,
  targetType: row.target_type,
  targetId: String(row.target_id),
  reports: Number(row.reports),
  hiddenTime: row.hidden_at,
  hiddenReason: row.hidden_reason,
});
