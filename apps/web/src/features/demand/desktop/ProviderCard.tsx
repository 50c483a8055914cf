/** A service provider in the directory: who, record, specialities, a few completed cases. */
import { UserOutlined } from '@ant-design/icons';
import type { ProviderItem } from '@moxing/shared';
import { Avatar, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { ScoreText } from './DemandUi';
import shared from './demand.module.css';
import styles from './providers.module.css';

export function ProviderCard({ server }: { server: ProviderItem }) {
  const navigate = useNavigate();
  const open = () => void navigate(`/modelServer?id=${server.id}`);
  return (
    <article
      className={styles.serverCard}
      onClick={open}
      onKeyDown={(e) => {
        if (e.key === 'Enter') open();
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
      <div className={styles.cases}>
        {server.cases.length > 0 ? (
          server.cases.map((c) => (
            <div key={c.code} className={styles.caseItem} title={c.title}>
              {c.coverUrl ? <img src={c.coverUrl} alt={c.title} loading="lazy" /> : c.title}
            </div>
          ))
        ) : (
          <div className={styles.caseItem} style={{ gridColumn: '1 / -1', aspectRatio: 'auto', height: 60 }}>
            暂无完成案例
          </div>
        )}
      </div>
    </article>
  );
}
