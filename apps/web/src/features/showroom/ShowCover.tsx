/** A show's cover: the owner's picture, or else its template's floor plan. */
import { findShowTemplate, type ShowCard } from '@moxing/shared';
import { TemplatePlan } from './TemplatePlan';
import styles from './showroom.module.css';

export function ShowCover({ show }: { show: Pick<ShowCard, 'cover' | 'template' | 'title'> }) {
  if (show.cover) return <img className={styles.cover} src={show.cover} alt={show.title} loading="lazy" />;
  const template = findShowTemplate(show.template);
  return <div className={styles.coverPlan}>{template && <TemplatePlan template={template} width={240} />}</div>;
}
