/**
 * The brand picker of the model and show forms (issue 18): the company's brands (a sub-account picks from its
 * parent's). Nothing is drawn while the company has no brand. Inside an antd Form it is the form's `brandId`; given
 * `onChange`, it is controlled by its caller instead.
 */
import type { Brand } from '@moxing/shared';
import { Form, Select } from 'antd';
import { useCompany } from '../api';

export function BrandField(props: { value?: number | null; onChange?: (brandId: number | null) => void }) {
  const brands = useCompany().data?.brands ?? [];
  if (brands.length === 0) return null;
  const controlled = props.onChange ? { value: props.value, onChange: props.onChange } : {};
  return (
    <Form.Item
      {...(props.onChange ? {} : { name: 'brandId' })}
      label="品牌"
      htmlFor="brand-select"
      extra="可选：页面上显示品牌标志与名称，数据统计中可按品牌查看"
    >
      <BrandSelect brands={brands} {...controlled} />
    </Form.Item>
  );
}

/** A cleared picker gives null (no brand), not a missing value (which an edit leaves as it was). */
function BrandSelect(props: { brands: Brand[]; value?: number | null; onChange?: (brandId: number | null) => void }) {
  return (
    <Select
      id="brand-select"
      allowClear
      placeholder="不标注品牌"
      value={props.value ?? undefined}
      onChange={(v?: number) => props.onChange?.(v ?? null)}
      options={props.brands.map((b) => ({ value: b.id, label: b.name }))}
    />
  );
}
