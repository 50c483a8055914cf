/** One goods of the points mall as a card: picture, title, what it gives, stock and price, with the page's action. */
import type { MallGoods } from '@moxing/shared';
import { Card, Tag } from 'antd';
import type { ReactNode } from 'react';
import { goodsGives } from '../logic';
import styles from './points.module.css';

export function GoodsCard({ goods, action, status }: { goods: MallGoods; action: ReactNode; status?: ReactNode }) {
  return (
    <Card cover={<img className={styles.picture} src={goods.picture} alt={goods.title} loading="lazy" />}>
      <Card.Meta
        title={goods.title}
        description={
          <>
            <Tag>{goodsGives(goods)}</Tag>
            {status}
            <span className={styles.meta}>库存 {goods.stock}</span>
            {goods.description ? <div className={styles.meta}>{goods.description}</div> : null}
          </>
        }
      />
      <div className={styles.cardFoot}>
        <span className={styles.price}>{goods.pointsPrice} 积分</span>
        {action}
      </div>
    </Card>
  );
}
