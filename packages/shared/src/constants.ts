/** Business constants of docs/spec/SPEC.md section 9. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const TOKEN_CHECK_INTERVAL_MS = 60_000;
export const ERROR_MESSAGE_SECONDS = 5;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** The address parameter of a shared link that names the sharer (their user id): the "share" day task counts it. */
export const SHARER_PARAM = 'from';

/** Budget options of a build requirement in yuan; 0 is face-to-face (negotiable). */
export const BUDGET_OPTIONS = [0, 300, 500, 800, 1000, 1500, 2000, 3000, 5000] as const;

export const SERVICE_TYPES = [
  '3D建模',
  '3D场景建模',
  '渲染',
  '模型动画',
  '动画视频',
  '场景3D扫描',
  '3D广告',
  '逆向仿真设计',
  '其他',
] as const;

export const TRADES = [
  '泛家居',
  '博物馆文创',
  '服装鞋包',
  '日用百货',
  '珠宝首饰',
  '机械五金',
  '游戏动漫',
  '军工',
  '其他',
] as const;

/** Demand/order status codes (docs/spec/SPEC.md section 3). */
export const NeedStatus = {
  pendingReview: -2,
  rejected: -1,
  bidding: 0,
  inProduction: 1,
  completed: 2,
} as const;

export const THUMB_SIZE = 60;

/**
 * The resumable (tus 1.0) upload endpoint, without /api/. Not a call of its own: the tus protocol (OPTIONS, POST,
 * HEAD, PATCH, DELETE) is spoken there by apps/server/src/modules/file/tus.ts and by tus-js-client on the web.
 */
export const TUS_ENDPOINT_PATH = 'common/file/tus';
