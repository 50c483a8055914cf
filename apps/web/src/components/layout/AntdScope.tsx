/** antd's zh-CN provider for a desktop page shown inside the mobile layout (pages without a mobile variant). */
import { App, ConfigProvider } from 'antd';
// The ES module: antd/locale/ re-exports CommonJS, which vitest hands over wrapped in `{ default }`, and spreading the
// wrapper below would drop the override.
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { antdTheme } from './theme';

/** No space put between two Chinese characters of a button (兑 换): its accessible name must hold its visible text. */
const BUTTON = { autoInsertSpace: false };

/**
 * Every table's and pagination's page-size select ("20 条/页") takes its accessible name from the locale's
 * `page_size`, which zh_CN gives as "页码" (page number); it is named for what it chooses.
 */
const LOCALE = { ...zhCN, Pagination: { ...zhCN.Pagination, page_size: '每页条数' } };

export default function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={LOCALE} theme={antdTheme} button={BUTTON}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
