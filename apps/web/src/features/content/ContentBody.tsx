/**
 * An article's body: HTML the server rendered from the operator's Markdown and cleaned with its allow-list
 * (apps/server/src/modules/content/sanitize.ts); nothing else is ever put here.
 */
import styles from './content.module.css';

export function ContentBody({ html }: { html: string }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}

export const dateText = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
