import type { ThemeConfig } from 'antd';

export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5eff',
    // Text must reach 4.5:1 on white and on the pages' light grey: antd's defaults for links (#1677ff), secondary
    // and tertiary text (45% black) and error text (#ff4d4f) do not.
    colorLink: '#1f5eff',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorError: '#cf1322',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Coloured tags' text colours are set in index.html: antd's palette variables ignore token overrides.
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Helvetica Neue', Arial, sans-serif",
  },
};
