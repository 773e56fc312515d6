import type { Message } from '@chef/shared';
import type { Selectable } from 'kysely';
import type { MessageTable } from '../../db/schema.js';

/** A message row as the API shows it. */
export const toMessage = (row: Selectable<MessageTable>): Message => ({
  id: String(row.id),
  title: row.title,
  content: row.content,
  isRead: row.is_read === 1,
  createTime: row.created_at,
});
