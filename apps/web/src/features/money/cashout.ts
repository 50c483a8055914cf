/** The logic of the earnings, withdrawal and account pages, shared by desktop and phone (no markup). */
import {
  CASHOUT_STATUS_LABELS,
  FEN_PER_COIN,
  INCOME_STATE_LABELS,
  cardDigits,
  luhnValid,
  type CashoutStatusValue,
  type IncomeState,
} from '@moxing/shared';
import { useState } from 'react';
import { errorText } from '../../lib/errorText';
import {
  cashoutApi,
  useCashoutAccounts,
  useCashoutMutation,
  useEarnings,
  useMyCashouts,
  type EarningsSummary,
  type NewAccount,
} from './cashoutApi';
import { price } from './format';

export const CASHOUT_COLORS: Record<CashoutStatusValue, 'processing' | 'success' | 'error'> = {
  applied: 'processing',
  paid: 'success',
  rejected: 'error',
};
export const INCOME_COLORS: Record<IncomeState, string> = { pending: 'gold', available: 'green', refunded: 'default' };
export const cashoutStatusLabel = (s: CashoutStatusValue) => CASHOUT_STATUS_LABELS[s];
export const incomeStateLabel = (s: IncomeState) => INCOME_STATE_LABELS[s];

/** Yuan as typed ("100", "100.5") to fen; null when it is not an amount with at most two decimals. */
export function yuanToFen(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * FEN_PER_COIN + Number(frac.padEnd(2, '0'));
}

/** Why an amount cannot be withdrawn now, or null when it can. */
export function amountProblem(fen: number | null, s: Pick<EarningsSummary, 'availableFen' | 'minCashoutFen'>): string | null {
  if (fen === null || fen <= 0) return '请输入提现金额（元，最多两位小数）';
  if (fen < s.minCashoutFen) return `提现金额不能低于 ${price(s.minCashoutFen)}`;
  if (fen > s.availableFen) return `提现金额超过可提现收益（当前可提现 ${price(s.availableFen)}）`;
  return null;
}

/** The card number check the server makes, so the form answers before sending. */
export function cardProblem(text: string): string | null {
  const digits = cardDigits(text);
  if (!/^\d{12,19}$/.test(digits)) return '银行卡号应为 12 到 19 位数字';
  return luhnValid(digits) ? null : '银行卡号校验失败，请检查是否输错';
}

/** The chart's option: net income and the platform fee of the last 12 months. */
export function monthOption(months: EarningsSummary['months']) {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => `¥${v.toFixed(2)}` },
    legend: { top: 0, data: ['到账收益', '平台服务费'] },
    grid: { left: 56, right: 16, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: months.map((m) => m.month) },
    yAxis: { type: 'value', name: '元' },
    series: [
      {
        name: '到账收益',
        type: 'line',
        smooth: true,
        areaStyle: { opacity: 0.15 },
        data: months.map((m) => m.netFen / FEN_PER_COIN),
      },
      { name: '平台服务费', type: 'line', smooth: true, data: months.map((m) => m.feeFen / FEN_PER_COIN) },
    ],
  };
}

/** The add-account form's state and submit: a bank card (with its photo) or an Alipay account. */
export function useAccountForm(onDone: () => void) {
  const [type, setType] = useState<'bank' | 'alipay'>('alipay');
  const [holder, setHolder] = useState('');
  const [bank, setBank] = useState('');
  const [account, setAccount] = useState('');
  const [cardPic, setCardPic] = useState<{ fileId: string; url: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = useCashoutMutation((body: NewAccount) => cashoutApi.addAccount(body));

  async function upload(file: File) {
    setUploading(true);
    setError(null);
    try {
      setCardPic(await cashoutApi.uploadCardPic(file));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setUploading(false);
    }
  }

  async function submit() {
    setError(null);
    if (holder.trim().length < 2) return setError('请填写真实姓名');
    if (type === 'bank') {
      const problem = cardProblem(account) ?? (bank.trim() ? null : '请填写开户银行') ?? (cardPic ? null : '请上传银行卡照片');
      if (problem) return setError(problem);
    } else if (!account.trim()) return setError('请填写支付宝账号');
    try {
      await add.mutateAsync(
        type === 'bank'
          ? { type, holder, bank, account: cardDigits(account), cardPic: cardPic?.fileId }
          : { type, holder, account: account.trim() },
      );
      setHolder('');
      setBank('');
      setAccount('');
      setCardPic(null);
      onDone();
    } catch (e) {
      setError(errorText(e));
    }
  }

  return {
    type,
    setType,
    holder,
    setHolder,
    bank,
    setBank,
    account,
    setAccount,
    cardPic,
    upload,
    uploading,
    error,
    submit,
    saving: add.isPending,
  };
}
export type AccountForm = ReturnType<typeof useAccountForm>;

/** The withdrawal form: account, amount in yuan, checked against the summary before sending. */
function useWithdrawForm(summary: EarningsSummary | undefined) {
  const [accountId, setAccountId] = useState<number | undefined>();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const apply = useCashoutMutation(({ id, fen }: { id: number; fen: number }) => cashoutApi.apply(id, fen));
  async function submit() {
    setError(null);
    setDone(null);
    if (!summary) return;
    if (!accountId) return setError('请选择提现账户');
    const fen = yuanToFen(amount);
    const problem = amountProblem(fen, summary);
    if (problem || fen === null) return setError(problem);
    try {
      const c = await apply.mutateAsync({ id: accountId, fen });
      setAmount('');
      setDone(`已申请提现 ${price(c.amountFen)}，金额已冻结，平台审核后打款`);
    } catch (e) {
      setError(errorText(e));
    }
  }
  return { accountId, setAccountId, amount, setAmount, error, done, submit, saving: apply.isPending };
}

/** /myassets/withdraw: my earnings, my accounts, a page of my withdrawals and the withdrawal form. */
export function useWithdrawPage() {
  const [pageNum, setPageNum] = useState(1);
  const summary = useEarnings();
  const accounts = useCashoutAccounts();
  const mine = useMyCashouts(pageNum);
  const form = useWithdrawForm(summary.data);
  return { pageNum, setPageNum, summary, accounts, mine, form };
}
