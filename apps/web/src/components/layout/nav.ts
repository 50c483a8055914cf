/**
 * Header navigation and user-centre quick links, data-driven: an entry shows only once its page exists
 * (is listed in PAGE_PATHS), so later pages slot in by being added there.
 */
import { isKnownPage } from '@moxing/shared';

export interface NavItem {
  label: string;
  path: string;
}

const NAV: NavItem[] = [
  { label: '首页', path: '/' },
  { label: '模型库', path: '/good' },
  { label: '建模交易', path: '/need' },
  { label: '3D展厅', path: '/hall' },
  { label: '3D秀', path: '/show' },
  { label: '免费案例', path: '/case' },
  { label: 'AI建模', path: '/ai' },
  { label: '建模学院', path: '/school' },
  { label: '设备', path: '/implement' },
  { label: '开放平台', path: '/APIDocument' },
];

export const QUICK_LINKS: NavItem[] = [
  { label: '个人资料', path: '/myaccount/personal' },
  { label: '上传模型', path: '/mymodel/addGoods' },
  { label: '我的模型', path: '/mymodel/good' },
  { label: '我的 Logo', path: '/mymodel/logo' },
  { label: '自定义封面', path: '/mymodel/thumb' },
  { label: '格式转换', path: '/toolCabinet' },
  { label: '我的订单', path: '/myorder' },
  { label: '我发布的需求', path: '/mybuildForm' },
  { label: '我的投标', path: '/myorderForm' },
  { label: '我的收藏', path: '/mycollect/model' },
  { label: '我的空间', path: '/myspace/index' },
  { label: '数据统计', path: '/myaccount/statistics' },
  { label: '我的设备', path: '/myaccount/equipment' },
  { label: '我的资产', path: '/myassets/list' },
  { label: '我的积分', path: '/myIntegral/list' },
  { label: '消息通知', path: '/myaccount/myMsg' },
  { label: '实名认证', path: '/myaccount/authentication' },
  { label: '充值中心', path: '/voucherCenter' },
];

export function available(items: NavItem[]): NavItem[] {
  return items.filter((item) => isKnownPage(item.path));
}

export const navItems = () => available(NAV);
export const quickLinks = () => available(QUICK_LINKS);
