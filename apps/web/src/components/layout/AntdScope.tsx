/** antd's zh-CN provider for a desktop page shown inside the mobile layout (pages without a mobile variant). */
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { antdTheme } from './theme';

/** No space put between two Chinese characters of a button (兑 换): its accessible name must hold its visible text. */
const BUTTON = { autoInsertSpace: false };

export default function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={antdTheme} button={BUTTON}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
