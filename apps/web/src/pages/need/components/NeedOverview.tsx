/** The body of a demand: title and status, key facts, description, reference images and attachments. */
import { PaperClipOutlined } from '@ant-design/icons';
import type { DemandDetail } from '@moxing/shared';
import { Card, Tag } from 'antd';
import type { ReactNode } from 'react';
import { dateText, deadlineLeft, timeAgo } from '../shared/format';
import { FileList, ImageGallery, StatusTag } from './NeedUi';
import styles from '../need.module.css';

export function NeedOverview({ need, loggedIn, extra }: { need: DemandDetail; loggedIn: boolean; extra?: ReactNode }) {
  const left = need.status === 0 ? deadlineLeft(need.deadline) : '';
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
        <div className={styles.fact}>
          <span>预算</span>
          <strong className={styles.budget}>{need.budgetText}</strong>
        </div>
        <div className={styles.fact}>
          <span>截止日期</span>
          <strong>{dateText(need.deadline)}</strong>
        </div>
        <div className={styles.fact}>
          <span>投标人数</span>
          <strong>{need.bidCount} 人</strong>
        </div>
        <div className={styles.fact}>
          <span>{need.status === 0 ? '剩余时间' : '联系方式'}</span>
          <strong>{need.status === 0 ? left : need.contactTypeText}</strong>
        </div>
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
