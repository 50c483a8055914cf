import { sql, type SqlBool } from 'kysely';

/**
 * "Ready, public, not in the recycle bin", with literal values: the listing indexes are partial on exactly
 * this predicate, and SQLite only uses a partial index when the query states it with literals.
 */
export const LISTED = sql<SqlBool>`(models.status = 'ready' AND models.visibility = 'public' AND models.deleted_at IS NULL)`;
