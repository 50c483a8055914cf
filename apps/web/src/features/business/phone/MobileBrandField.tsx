/**
 * The phone's brand picker of the show editor (issue 18): the company's brands as a single choice; tapping the chosen
 * one again clears it (no brand). Nothing is drawn while the company has no brand.
 */
import { List, Selector } from 'antd-mobile';
import { useCompany } from '../api';

export function MobileBrandField({ value, onChange }: { value: number | null; onChange: (brandId: number | null) => void }) {
  const brands = useCompany().data?.brands ?? [];
  if (brands.length === 0) return null;
  return (
    <List header="品牌（页面上显示品牌标志与名称，可不选）">
      <List.Item>
        <Selector
          aria-label="品牌"
          columns={3}
          options={brands.map((b) => ({ label: b.name, value: b.id }))}
          value={value === null ? [] : [value]}
          onChange={(v) => onChange(v[0] ?? null)}
        />
      </List.Item>
    </List>
  );
}
