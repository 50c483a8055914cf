/** Loading, empty and error states for desktop pages. */
import { Button, Empty, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '../lib/errorText';

export function PageLoading({ tip = '加载中…' }: { tip?: string }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <Spin size="large" description={tip} />
    </div>
  );
}

export { errorText };

export function PageError({ error, onRetry, title = '加载失败' }: { error: unknown; onRetry?: () => void; title?: string }) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={errorText(error)}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            重试
          </Button>
        ) : undefined
      }
    />
  );
}

export function EmptyState({ description, children }: { description: ReactNode; children?: ReactNode }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
      {children}
    </Empty>
  );
}
