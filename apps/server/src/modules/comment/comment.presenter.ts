import type { Comment } from '@chef/shared';

/** A comment with its author as the API shows it; isMine tells the caller (null: a visitor) which are theirs. */
export const toComment = (
  row: { id: number; user_id: number; content: string; created_at: string; nickname: string; avatar: string | null },
  callerId: number | null,
): Comment => ({
  id: String(row.id),
  content: row.content,
  createTime: row.created_at,
  userId: String(row.user_id),
  nickname: row.nickname,
  avatar: row.avatar,
  isMine: row.user_id === callerId,
});
