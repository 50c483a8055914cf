/**
 * Submitting the demand forms shared by the desktop and phone views (bid, evaluation, a reason): each hook sends the
 * values and answers null on success or the server's refusal sorted by field, so the views differ only in layout.
 */
import { DEMAND_DELIVERY_KINDS, DEMAND_LIMITS } from '@moxing/shared';
import { useFileUsage } from '../../components/upload/hooks';
import { useFieldUploads } from '../../components/upload/useFieldUploads';
import { formErrors, type FormErrors } from '../../lib/formErrors';
import { BID_FORM_FIELDS, BID_FORM_HINTS, splitLinks, type BidFormField } from './demandForm';
import { yuanToFen } from './format';
import { useBid, useScoreDemand } from './hooks';

/** Inputs give numbers (desktop) or the typed text (phone). */
export interface BidFormValues {
  price?: number | string;
  days?: number | string;
  message?: string;
  portfolioLinks?: string;
}

/** A bid: the price typed in yuan is sent in fen. */
export function useSubmitBid(code: string) {
  const bid = useBid();
  const submit = async (values: BidFormValues): Promise<FormErrors<BidFormField> | null> => {
    try {
      await bid.mutateAsync({
        code,
        price: yuanToFen(Number(values.price ?? 0)),
        days: Number(values.days ?? 0),
        message: values.message ?? '',
        portfolioLinks: splitLinks(values.portfolioLinks),
      });
      return null;
    } catch (error) {
      return formErrors<BidFormField>(error, BID_FORM_FIELDS, BID_FORM_HINTS);
    }
  };
  return { submit, pending: bid.isPending };
}

export interface EvaluationValues {
  score?: number;
  comment?: string;
}

/** Score (1-5) and a comment for the other side of a completed demand. */
export function useSubmitEvaluation(code: string) {
  const score = useScoreDemand();
  const submit = async (values: EvaluationValues): Promise<FormErrors<'score' | 'comment'> | null> => {
    try {
      await score.mutateAsync({ code, score: values.score ?? 0, comment: values.comment ?? '' });
      return null;
    } catch (error) {
      return formErrors(error, ['score', 'comment'] as const, { score: ['评分'], comment: ['评价内容'] });
    }
  };
  return { submit, pending: score.isPending };
}

/** A reason (cancel, reject, ask for changes) sent by `send`; a refusal about the reason goes under its field. */
export async function submitReason(send: (reason: string) => Promise<unknown>, reason: string | undefined) {
  try {
    await send((reason ?? '').trim());
    return null;
  } catch (error) {
    return formErrors(error, ['reason'] as const, { reason: ['原因', '修改意见'] });
  }
}

/** The delivered files' upload queue, held to the delivery's kinds, count and the user's file size limit. */
export function useDeliveryUploads(onRefuse: (text: string) => void) {
  const usage = useFileUsage();
  return useFieldUploads({
    kinds: DEMAND_DELIVERY_KINDS,
    max: DEMAND_LIMITS.deliveryFiles,
    noun: '交付文件',
    maxFileBytes: usage.data?.maxFileBytes,
    onRefuse,
  });
}
