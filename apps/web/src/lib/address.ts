/** The address display joins fullAddress and address, or says there is none (docs/spec/SPEC.md section 3). */
export function addressText(account: { address: string | null; fullAddress: string | null }): string {
  const parts = [account.fullAddress, account.address].filter((s): s is string => Boolean(s && s.trim()));
  return parts.length ? parts.join(' ') : '暂无地址';
}
