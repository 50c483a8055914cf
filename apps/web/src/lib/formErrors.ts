/**
 * The server's Chinese refusals next to the field they are about. Validation failures carry `fields`
 * (`{title: "...", "portfolioLinks.0": "..."}`); business refusals (a deadline in the past, a bid on one's own
 * demand) carry one message, which is put under the field it names, or shown above the form.
 */
import { ApiError } from '../api/client';
import { errorText } from './errorText';

export interface FormErrors<F extends string> {
  byField: Partial<Record<F, string>>;
  /** What belongs to no field (shown above the submit button). */
  general: string | null;
}

/** "模型名称：需求标题至少 4 个字" -> "需求标题至少 4 个字": the field already has its label. */
export function withoutLabel(message: string): string {
  const i = message.indexOf('：');
  if (i > 0 && i <= 8 && i < message.length - 1) return message.slice(i + 1);
  return message;
}

/**
 * @param hints for messages without `fields`: which words in the message point at which field,
 *   e.g. `{ deadline: ['截止日期'] }`.
 */
export function formErrors<F extends string>(
  error: unknown,
  fieldNames: readonly F[],
  hints: Partial<Record<F, readonly string[]>> = {},
): FormErrors<F> {
  const byField: Partial<Record<F, string>> = {};
  const known = new Set<string>(fieldNames);
  const leftovers: string[] = [];
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
    for (const [key, message] of Object.entries(error.fields)) {
      const field = key.split('.')[0] ?? key;
      if (known.has(field)) {
        byField[field as F] ??= withoutLabel(message);
      } else {
        leftovers.push(message);
      }
    }
    return { byField, general: leftovers[0] ?? null };
  }
  const message = errorText(error);
  if (error instanceof ApiError && error.kind === 'api') {
    for (const field of fieldNames) {
      const words = hints[field];
      if (words?.some((w) => message.includes(w))) {
        byField[field] = message;
        return { byField, general: null };
      }
    }
  }
  return { byField, general: message };
}

/** The per-field messages in the `setFields` shape that antd and antd-mobile forms both take. */
export function fieldErrors<F extends string>(byField: Partial<Record<F, string>>): { name: F; errors: string[] }[] {
  return (Object.entries(byField) as [F, string][]).map(([name, text]) => ({ name, errors: [text] }));
}
