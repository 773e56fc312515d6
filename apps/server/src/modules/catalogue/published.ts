import { AUDIT_STATUS } from '@chef/shared';
import { sql, type RawBuilder } from 'kysely';

/**
 * The catalogue's rule, written once: public content is what passed the audit. Recipes carry an audit
 * status (a user's recipe is public only once the platform approved it); every module that shows
 * recipes to others (lists, detail, search, home, the weekly selection, ratings and comments on a
 * recipe) narrows its query with this. Articles are written by staff and always public; the search side
 * tables store them as published too.
 */
export const PUBLISHED = AUDIT_STATUS.succeeded;

/**
 * `<table>.audit_status = published`, for a Kysely `where` or inside raw SQL. `table` is the name or
 * alias the query gives the recipes (or a search side table).
 */
export const published = (table = 'recipes'): RawBuilder<boolean> => sql<boolean>`${sql.ref(`${table}.audit_status`)} = ${PUBLISHED}`;
