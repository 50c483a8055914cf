import type { Generated } from 'kysely';

/** Tables of migrations 0025 (points: day tasks, progress, sign-ins, the points mall), 0032 (share visits), 0033 (days of membership goods). */

export interface PointTasksTable {
  code: string;
  title: string;
  description: string;
  reward: number;
  target: number;
  sort: number;
  enabled: Generated<number>;
}

export interface PointTaskProgressTable {
  user_id: number;
  day: string;
  task_code: string;
  progress: number;
  claimed_at: string | null;
  updated_at: string;
}

export interface PointSigninsTable {
  user_id: number;
  day: string;
  streak: number;
  points: number;
  created_at: string;
}

/** One visit of a shared link: a visitor counts once a day for a sharer. */
export interface PointShareVisitsTable {
  sharer_id: number;
  day: string;
  visitor_id: number;
  created_at: string;
}

export interface MallGoodsTable {
  id: Generated<number>;
  title: string;
  picture: string;
  kind: string;
  points_price: number;
  stock: number;
  package_id: number | null;
  /** Membership goods: days given per redemption. */
  days: number | null;
  coins: number | null;
  description: string;
  on_sale: number;
  created_at: string;
  updated_at: string;
}

export interface MallRedemptionsTable {
  id: Generated<number>;
  redemption_no: string;
  user_id: number;
  goods_id: number;
  title: string;
  picture: string;
  kind: string;
  points: number;
  status: string;
  receiver: string | null;
  phone: string | null;
  address: string | null;
  tracking_no: string | null;
  created_at: string;
  shipped_at: string | null;
}

export interface PointsTables {
  point_tasks: PointTasksTable;
  point_task_progress: PointTaskProgressTable;
  point_signins: PointSigninsTable;
  point_share_visits: PointShareVisitsTable;
  mall_goods: MallGoodsTable;
  mall_redemptions: MallRedemptionsTable;
}
