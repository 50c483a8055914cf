import type { CertifiedBadge } from '@moxing/shared';
import { sql } from 'kysely';

/**
 * The certification badge (issue 18) wherever a user is shown (model cards and pages, spaces, bids, comments): one
 * SQL expression for the kind of the user's approved certification (one lookup by its unique user_id), and one
 * presenter for the selected value.
 */
export const certifiedKind = (userIdColumn: string) =>
  sql<string | null>`(SELECT certifications.kind FROM certifications
    WHERE certifications.user_id = ${sql.ref(userIdColumn)} AND certifications.status = 'approved')`;

export const certifiedOf = (kind: string | null | undefined): CertifiedBadge =>
  kind === 'person' || kind === 'company' ? kind : null;
