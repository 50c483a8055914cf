/** Page titles and meta per route (docs/spec/SPEC.md section 2). */
export const SITE_NAME = '模型星球';
export const DEFAULT_DESCRIPTION =
  '模型星球：3D 模型交易、建模服务与 3D 展示平台。找模型、发需求、接单建模、品牌 3D 展示，一站完成。';
export const DEFAULT_KEYWORDS = '3D模型,模型下载,3D建模,建模接单,3D展厅,AR试戴,模型星球';

export interface HeadInfo {
  title: string;
  description?: string;
  keywords?: string;
}

function setMeta(name: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

export function documentTitle(title: string): string {
  return title && title !== SITE_NAME ? `${title} - ${SITE_NAME}` : `${SITE_NAME} - 3D 模型交易与建模服务平台`;
}

export function applyHead(info: HeadInfo): void {
  document.title = documentTitle(info.title);
  setMeta('description', info.description ?? DEFAULT_DESCRIPTION);
  setMeta('keywords', info.keywords ?? DEFAULT_KEYWORDS);
}
