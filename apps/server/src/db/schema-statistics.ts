import type { Generated } from 'kysely';

/** The tables of statistics dashboards, capture devices and the hardware showcase (migration 0028, modules/statistics). */
export interface StatisticsTables {
  owner_daily_stats: OwnerDailyStatsTable;
  devices: DevicesTable;
  implement_entries: ImplementEntriesTable;
}

/** One owner's figures of one day, summed over their models (the day as the per-model rows have it). */
export interface OwnerDailyStatsTable {
  user_id: number;
  day: string;
  views: Generated<number>;
  embeds: Generated<number>;
  downloads: Generated<number>;
  likes: Generated<number>;
  collects: Generated<number>;
  comments: Generated<number>;
  sales: Generated<number>;
  /** Fen. */
  sales_amount: Generated<number>;
  /** Visitors of the owner's space (one per visitor and day). */
  visitors: Generated<number>;
}

export interface DevicesTable {
  id: Generated<number>;
  user_id: number;
  serial: string;
  /** '1' handheld, '2' box, '3' standing. */
  type: string;
  name: string;
  created_at: string;
}

export interface ImplementEntriesTable {
  id: Generated<number>;
  big_title: string;
  small_title: string;
  text: string;
  desc_url: string;
  video: string;
  code: string;
  sort: number;
  updated_at: string;
}
