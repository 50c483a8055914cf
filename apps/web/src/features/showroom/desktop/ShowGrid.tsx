/** Show cards in a grid (the hall, the free samples, the industries): each opens its show; `extra` adds actions. */
import { EyeOutlined, LockOutlined } from '@ant-design/icons';
import type { ShowCard } from '@moxing/shared';
import { Card, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/BrandMark';
import { ShowCover } from '../ShowCover';
import styles from '../showroom.module.css';

export function ShowGrid({ shows, extra }: { shows: ShowCard[]; extra?: (s: ShowCard) => ReactNode }) {
  return (
    <div className={styles.grid}>
      {shows.map((s) => (
        <Card
          key={s.id}
          hoverable
          cover={
            <Link to={`/showDetail?id=${s.id}`} aria-hidden tabIndex={-1}>
              <ShowCover show={s} />
            </Link>
          }
          actions={extra ? [<div key="extra">{extra(s)}</div>] : undefined}
        >
          <Card.Meta
            title={
              <Link to={`/showDetail?id=${s.id}`} className={styles.cardTitle}>
                <Space>
                  {s.hasPassword && <LockOutlined aria-label="需要密码" />}
                  {s.title}
                </Space>
              </Link>
            }
            description={
              <Space size="small" wrap>
                <Tag color="blue">{s.kindName}</Tag>
                {s.industryName && <Tag>{s.industryName}</Tag>}
                <BrandMark brand={s.brand} />
                <span className={styles.muted}>{s.owner.nickname}</span>
                <span className={styles.muted}>
                  <EyeOutlined aria-hidden /> {s.visitCount}
                </span>
                <span className={styles.muted}>{s.modelCount} 件展品</span>
              </Space>
            }
          />
        </Card>
      ))}
    </div>
  );
}
