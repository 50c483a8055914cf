/** A demand in the hall: cover, status, title, service type and trade, budget, deadline and bid count (never prices). */
import { TeamOutlined } from '@ant-design/icons';
import type { DemandSummary } from '@moxing/shared';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { deadlineLeft } from '../format';
import { StatusTag } from './DemandUi';
import { statusView } from '../status';
import shared from './demand.module.css';
import styles from './hall.module.css';

export function DemandCard({ need, to }: { need: DemandSummary; to?: string }) {
  const bidding = statusView(need.status).bidding;
  const left = bidding ? deadlineLeft(need.deadline) : '';
  return (
    <Link to={to ?? `/demandDetails?code=${need.code}`} className={shared.needCard} data-need-code={need.code}>
      <div className={shared.needCover}>
        {need.coverUrl ? <img src={need.coverUrl} alt="" loading="lazy" /> : <span>{need.serviceType}</span>}
        <span className={styles.needCoverTag}>
          <StatusTag status={need.status} text={need.statusText} />
        </span>
      </div>
      <div className={shared.needBody}>
        <h3 className={shared.needTitle} title={need.title}>
          {need.title}
        </h3>
        <div className={styles.needMeta}>
          <Tag color="blue" variant="filled">
            {need.serviceType}
          </Tag>
          <Tag variant="filled">{need.trade}</Tag>
        </div>
        <div style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' }}>
          <span className={shared.budget}>{need.budgetText}</span>
          {left ? <span className={shared.muted}>{need.expired ? '已截止' : left}</span> : null}
        </div>
        <div className={styles.needFoot}>
          <span>{need.owner.nickname}</span>
          <span>
            <TeamOutlined /> {need.bidCount} 人投标
          </span>
        </div>
      </div>
    </Link>
  );
}
