import { sql } from 'kysely';
import type { Executor } from '../../db/index.js';

/** The synonym groups, in the order the operator wrote them. */
export async function readSynonyms(db: Executor): Promise<string[][]> {
  const r = await sql<{ words: string }>`SELECT words FROM search_synonyms ORDER BY position`.execute(db);
  return r.rows.map((row) => JSON.parse(row.words) as string[]);
}

/** Replaces every group (in the caller's transaction). */
export async function writeSynonyms(db: Executor, groups: string[][]): Promise<void> {
  await sql`DELETE FROM search_synonyms`.execute(db);
  for (let i = 0; i < groups.length; i += 200) {
    const values = groups.slice(i, i + 200).map((g, j) => sql`(${i + j}, ${JSON.stringify(g)})`);
    await sql`INSERT INTO search_synonyms (position, words) VALUES ${sql.join(values)}`.execute(db);
  }
}
