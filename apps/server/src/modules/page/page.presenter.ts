import type { InfoPage } from '@chef/shared';
import type { PageRow } from './page.repository.js';

/** A content page (privacy policy, agreement, about) as the API shows it. */
export const toInfoPage = (row: PageRow): InfoPage => ({
  code: row.code as InfoPage['code'],
  lang: row.lang as InfoPage['lang'],
  title: row.title,
  body: row.body,
  updateTime: row.updated_at,
});
