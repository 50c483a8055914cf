import { DEMAND_SIDE_TYPES, SERVICE_SIDE_TYPES, USER_TYPE_LABELS, type UserTypeValue } from '@moxing/shared';

export interface TypeOption {
  value: number;
  label: string;
}

const option = (value: number): TypeOption => ({ value, label: USER_TYPE_LABELS[value as UserTypeValue] });

/** Self-service user types grouped by side (docs/spec/SPEC.md section 3); operators are created by a command only. */
export const TYPE_GROUPS: { title: string; hint: string; options: TypeOption[] }[] = [
  { title: '需求方', hint: '买模型、发布建模需求', options: DEMAND_SIDE_TYPES.map(option) },
  { title: '服务方', hint: '卖模型、承接建模订单', options: SERVICE_SIDE_TYPES.map(option) },
];
