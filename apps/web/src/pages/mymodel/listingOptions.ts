/** The category and trade choices of the model upload and image model forms. */
import { MODEL_TYPE_GROUPS, TRADES } from '@moxing/shared';

export const TYPE_OPTIONS = MODEL_TYPE_GROUPS.map((g) => ({
  label: g.group,
  title: g.group,
  options: g.types.map((t) => ({ label: t, value: t })),
}));
export const TRADE_OPTIONS = TRADES.map((t) => ({ label: t, value: t }));
