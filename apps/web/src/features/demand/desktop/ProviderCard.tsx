/** A service provider in the directory: who, record, specialities, a few completed cases and library models. */
import { UserOutlined } from '@ant-design/icons';
import type { ProviderItem } from '@moxing/shared';
import { Avatar, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { modelPath } from '../../../components/ModelCard';
import { ScoreText } from './DemandUi';
import shared from './demand.module.css';
import styles from './providers.module.css';

/** A few of the provider's own library models, each a thumbnail linking to its page, and how many they have. */
export function ProviderWorks({ server }: { server: Pick<ProviderItem, 'works' | 'worksCount' | 'nickname'> }) {
  return (
    <div>
      <div className={styles.stripLabel}>
        <span>模型作品</span>
        <span>共 {server.worksCount} 个模型</span>
      </div>
      <ul className={styles.works} aria-label={`${server.nickname}的模型作品`}>
        {server.works.map((w) => (
          <li key={w.modelCode}>
            <Link to={modelPath(w.modelCode)} className={styles.caseItem} title={w.title}>
              {w.cover ? <img src={w.cover} alt={w.title} loading="lazy" /> : w.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProviderCard({ server }: { server: ProviderItem }) {
  const navigate = useNavigate();
  const open = () => void navigate(`/modelServer?id=${server.id}`);
  // The model thumbnails are links of their own: a click or Enter on one is theirs, not the card's.
  const onLink = (target: EventTarget) => target instanceof Element && target.closest('a') !== null;
  return (
    <article
      className={styles.serverCard}
      onClick={(e) => {
        if (!onLink(e.target)) open();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !onLink(e.target)) open();
      }}
      tabIndex={0}
      aria-label={server.nickname}
      data-server-id={server.id}
    >
      <div className={styles.serverHead}>
        <Avatar size={52} src={server.avatar || undefined} icon={<UserOutlined />} style={{ background: '#1f5eff' }} />
        <div className={shared.grow}>
          <div className={shared.nameLine}>
            <strong style={{ fontSize: 16 }}>{server.nickname}</strong>
            <Tag variant="filled" style={{ marginInlineEnd: 0 }}>
              {server.typeName}
            </Tag>
          </div>
          <div className={styles.serverStats} style={{ marginTop: 4 }}>
            <span>
              <ScoreText score={server.avgScore} />
            </span>
            <span>
              <strong>{server.completedCount}</strong>完成
            </span>
            <span>
              <strong>{server.inProductionCount}</strong>制作中
            </span>
          </div>
        </div>
      </div>
      <p
        className={shared.muted}
        style={{
          margin: 0,
          minHeight: 44,
          overflow: 'hidden',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
        }}
      >
        {server.intro || '这位服务商还没有填写简介。'}
      </p>
      <div className={shared.nameLine}>
        {server.specialities.length > 0 ? (
          server.specialities.slice(0, 4).map((s) => (
            <Tag key={s} color="blue" variant="filled" style={{ marginInlineEnd: 0 }}>
              {s}
            </Tag>
          ))
        ) : (
          <span className={`${shared.muted} ${shared.small}`}>未填写擅长服务</span>
        )}
      </div>
      {server.cases.length > 0 ? (
        <div>
          <div className={styles.stripLabel}>
            <span>完成案例</span>
          </div>
          <div className={styles.cases}>
            {server.cases.map((c) => (
              <div key={c.code} className={styles.caseItem} title={c.title}>
                {c.coverUrl ? <img src={c.coverUrl} alt={c.title} loading="lazy" /> : c.title}
              </div>
            ))}
          </div>
        </div>
      ) : null}
      {server.worksCount > 0 ? <ProviderWorks server={server} /> : null}
      {server.cases.length === 0 && server.worksCount === 0 ? (
        <div className={styles.caseItem} style={{ aspectRatio: 'auto', height: 60 }}>
          暂无完成案例与公开模型
        </div>
      ) : null}
    </article>
  );
}
