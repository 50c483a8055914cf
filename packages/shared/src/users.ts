/** User types of docs/spec/SPEC.md section 3. */
export const UserType = {
  buyer: 0,
  buyerCompany: 1,
  modeller: 2,
  studio: 3,
  serviceCompany: 4,
  operator: 5,
  brand: 6,
} as const;

export type UserTypeValue = (typeof UserType)[keyof typeof UserType];

export const USER_TYPE_LABELS: Record<UserTypeValue, string> = {
  0: '个人需求方',
  1: '企业需求方',
  2: '个人建模师',
  3: '建模工作室',
  4: '建模服务企业',
  5: '运营人员',
  6: '品牌方',
};

export const DEMAND_SIDE_TYPES: readonly number[] = [0, 1, 6];
export const SERVICE_SIDE_TYPES: readonly number[] = [2, 3, 4];

export type UserSide = 'demand' | 'service' | 'operator';

export function userSide(type: number): UserSide {
  if (type === UserType.operator) return 'operator';
  return SERVICE_SIDE_TYPES.includes(type) ? 'service' : 'demand';
}

/** Types a person may pick for themselves; operators are only made by the operator command. */
export const SELF_SERVICE_TYPES = [0, 1, 2, 3, 4, 6] as const;

/** Membership package roles (docs/spec/SPEC.md section 3): what a package unlocks. */
export const ROLE_CODES = {
  NQ1: '模型嵌入',
  SY2: '去除水印',
  LG3: '自定义 Logo',
  ZDYJZFM12: '自定义封面',
  CCKJ10: '存储空间',
  MMFWMX21: '密码访问模型',
  MXNQGS: '模型嵌入数量',
  MXUNUM: '模型上传数量',
  ARPRO: 'AR 专业版',
  OLPD: '在线派单',
  DMXTJ4: '多模型统计',
  XTBB: '系统版本',
  FMDC: '封面导出',
  MLW: '模型轻量化',
  DLMXLG: '独立模型 Logo',
  ARModel: 'AR 模型',
  /** Not named by SPEC.md section 3: how many showrooms a user may have published at once (issue 17). */
  ZTNUM: '展厅发布数量',
} as const;

export type RoleCode = keyof typeof ROLE_CODES;

/** Access list by user kind (docs/spec/SPEC.md section 6): what the web shows and the server allows. */
export const RIGHTS = {
  demand: ['model:upload', 'model:collect', 'need:create', 'need:choose', 'order:pay'],
  service: ['model:upload', 'model:collect', 'model:sell', 'need:bid', 'service:profile'],
  operator: ['model:upload', 'model:collect', 'admin:review', 'admin:users', 'admin:sms'],
} as const satisfies Record<UserSide, readonly string[]>;

export function rightsForType(type: number): string[] {
  return [...RIGHTS[userSide(type)]];
}
