/** Sections shared by the demand trade's introduction pages (/needHelp, /industryCustom, /modelServer). */
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PROCESS_STEPS } from '../content';
import shared from './demand.module.css';
import styles from './promo.module.css';

type PromoLink = { to: string; label: string };

/** The white "publish" button on the blue banners. */
export function BannerPrimaryLink({ to, label }: PromoLink) {
  return (
    <Link to={to}>
      <Button size="large" style={{ color: '#1d54e6' }}>
        {label}
      </Button>
    </Link>
  );
}

/** The page-wide banner: title, lead text, a primary and a ghost link. */
export function PromoHero({
  title,
  lead,
  primary,
  secondary,
}: {
  title: string;
  lead: ReactNode;
  primary: PromoLink;
  secondary: PromoLink;
}) {
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        <h1>{title}</h1>
        <p>{lead}</p>
        <div className={shared.bannerActions}>
          <BannerPrimaryLink {...primary} />
          <Link to={secondary.to}>
            <Button size="large" ghost>
              {secondary.label}
            </Button>
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The numbered steps of a trade, from publishing to acceptance. */
export function ProcessStepsSection({ title, lead }: { title: string; lead: string }) {
  return (
    <section className={styles.section}>
      <h2>{title}</h2>
      <p className={styles.sectionLead}>{lead}</p>
      <div className={styles.steps}>
        {PROCESS_STEPS.map((s, i) => (
          <div key={s.title} className={styles.step}>
            <span className={styles.stepNo}>{i + 1}</span>
            <h3>{s.title}</h3>
            <p>{s.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

/** The closing call to publish a demand, with a link to the sibling introduction page. */
export function PublishCta({ title, more }: { title: string; more: PromoLink }) {
  return (
    <div className={styles.cta}>
      <h2 style={{ margin: '0 0 16px' }}>{title}</h2>
      <Link to="/buildRequire">
        <Button type="primary" size="large">
          发布建模需求
        </Button>
      </Link>
      <div style={{ marginTop: 12 }}>
        <Link to={more.to}>{more.label}</Link>
      </div>
    </div>
  );
}
