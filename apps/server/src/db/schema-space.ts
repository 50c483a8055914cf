import type { Generated, Selectable } from 'kysely';

type Timestamp = string;

// --- personal spaces (migration 0021) -----------------------------------------------------------

export interface UserSpacesTable {
  user_id: number;
  /** A BANNER_GALLERY key, or null when banner_file_id is set. */
  banner_key: string | null;
  banner_file_id: string | null;
  intro: Generated<string>;
  tour_done_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface SpaceVisitsTable {
  owner_id: number;
  visitor_id: number;
  /** YYYY-MM-DD in China time: one row per visitor and day. */
  day: string;
  visited_at: Timestamp;
}

export type UserSpaceRow = Selectable<UserSpacesTable>;
