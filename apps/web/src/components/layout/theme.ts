import type { ThemeConfig } from 'antd';

export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5eff',
    // Coloured tags write their text in shade 7 of their colour on shade 1; for these colours shade 7 is below the
    // 4.5:1 contrast text needs, so their text takes a darker shade.
    green7: '#237804',
    orange7: '#ad4e00',
    gold7: '#ad6800',
    lime7: '#3f6600',
    cyan7: '#006d75',
    volcano7: '#ad2102',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Helvetica Neue', Arial, sans-serif",
  },
};
