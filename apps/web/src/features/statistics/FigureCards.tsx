/** The index dashboard's figures with their change from the previous period (plain markup: desktop and phone). */
import { STAT_FIELD_LABELS, type StatOverview } from '@moxing/shared';
import { CARD_FIELDS, change, figureText } from './logic';
import styles from './statistics.module.css';

export function FigureCards({ data, className }: { data: StatOverview; className?: string }) {
  return (
    <div className={className ?? styles.cards}>
      {CARD_FIELDS.map((f) => {
        const c = change(data.totals[f], data.previous[f]);
        return (
          <div key={f} className={styles.card} data-testid={`stat-${f}`}>
            <span className={styles.cardLabel}>{STAT_FIELD_LABELS[f].replace('（元）', '')}</span>
            <strong className={styles.cardValue}>{figureText(f, data.totals[f])}</strong>
            <span className={styles[c.trend]}>
              较上期 {c.text}（{figureText(f, data.previous[f])}）
            </span>
          </div>
        );
      })}
    </div>
  );
}
