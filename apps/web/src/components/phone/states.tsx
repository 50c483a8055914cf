/** Loading, empty and error states for phone pages (antd-mobile): the phone's side of components/states.tsx. */
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { errorText } from '../../lib/errorText';
import styles from './mobile.module.css';

export function PhoneLoading({ tip = '正在加载' }: { tip?: string }) {
  return (
    <div className={styles.center} role="status">
      <DotLoading color="primary" />
      <span>{tip}</span>
    </div>
  );
}

export function PhoneError({ error, onRetry, title = '加载失败' }: { error: unknown; onRetry?: () => void; title?: string }) {
  return (
    <ErrorBlock status="default" title={title} description={errorText(error)}>
      {onRetry ? (
        <Button color="primary" onClick={onRetry}>
          重试
        </Button>
      ) : null}
    </ErrorBlock>
  );
}

export function PhoneEmpty({
  title,
  description = '',
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <ErrorBlock status="empty" title={title} description={description}>
      {children}
    </ErrorBlock>
  );
}
