/** The body of a demand: title and status, key facts, description, reference images and attachments. */
import { PaperClipOutlined } from '@ant-design/icons';
import type { DemandDetail } from '@moxing/shared';
import { Card, Tag } from 'antd';
import type { ReactNode } from 'react';
import { dateText, deadlineLeft, timeAgo } from '../format';
import { Fact, FileList, ImageGallery, StatusTag } from './DemandUi';
import { statusView } from '../status';
import styles from './demand.module.css';

export function DemandOverview({ need, loggedIn, extra }: { need: DemandDetail; loggedIn: boolean; extra?: ReactNode }) {
  const bidding = statusView(need.status).bidding;
  const left = bidding ? deadlineLeft(need.deadline) : '';
  return (
    <Card className={styles.card}>
      <div className={styles.titleRow}>
        <StatusTag status={need.status} text={need.statusText} />
        <h1>{need.title}</h1>
      </div>
      <div className={styles.nameLine} style={{ marginTop: 8 }}>
        <Tag color="blue" variant="filled">
          {need.serviceType}
        </Tag>
        <Tag variant="filled">{need.trade}</Tag>
        <span className={`${styles.muted} ${styles.small}`}>
          {need.owner.nickname} 发布于 {timeAgo(need.createdAt)} · 编号 {need.code}
        </span>
      </div>
      <div className={styles.facts}>
        <Fact label="预算" className={styles.budget}>
          {need.budgetText}
        </Fact>
        <Fact label="截止日期">{dateText(need.deadline)}</Fact>
        <Fact label="投标人数">{need.bidCount} 人</Fact>
        <Fact label={bidding ? '剩余时间' : '联系方式'}>{bidding ? left : need.contactTypeText}</Fact>
      </div>
      {extra}
      <h2 className={styles.sectionTitle}>需求描述</h2>
      <p className={styles.description}>{need.description}</p>
      {need.images.length > 0 ? (
        <>
          <h2 className={styles.sectionTitle}>参考图片</h2>
          <ImageGallery images={need.images} />
        </>
      ) : null}
      <h2 className={styles.sectionTitle}>
        <PaperClipOutlined /> 附件
      </h2>
      {need.attachments.length > 0 ? (
        <FileList files={need.attachments} />
      ) : (
        <p className={styles.muted} style={{ margin: 0 }}>
          {loggedIn ? '没有附件' : '登录后可查看附件'}
        </p>
      )}
    </Card>
  );
}
