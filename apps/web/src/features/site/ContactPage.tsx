/**
 * /contactUs: the platform's contact ways from the settings (system/siteInfo) and the ways to reach people on the
 * platform itself. A standalone page (docs/spec/SPEC.md section 2), so it carries its own way home.
 */
import type { SiteInfo } from '@moxing/shared';
import { Link } from 'react-router';
import { LogoMark } from '../../components/layout/Logo';
import { useSiteInfo } from '../../components/siteInfo';
import { useBootPreviewDone } from '../../lib/bootPreview';
import styles from './site.module.css';

const CONTACT_LABELS: Record<keyof SiteInfo['contact'], string> = {
  phone: '客服电话',
  wechat: '客服微信',
  email: '客服邮箱',
  hours: '服务时间',
  address: '公司地址',
};

function contactHref(key: keyof SiteInfo['contact'], value: string): string | null {
  if (key === 'phone') return `tel:${value.replace(/[^\d+]/g, '')}`;
  if (key === 'email') return `mailto:${value}`;
  return null;
}

export default function ContactPage() {
  const info = useSiteInfo();
  useBootPreviewDone(!info.isPending);
  const rows = info.data
    ? (Object.keys(CONTACT_LABELS) as (keyof SiteInfo['contact'])[]).flatMap((key) => {
        const value = info.data.contact[key];
        return value ? [{ key, value }] : [];
      })
    : [];
  return (
    <div className={styles.standalone}>
      <header className={styles.bar}>
        <Link to="/" className={styles.home}>
          <LogoMark size={24} />
          <span>模型星球</span>
        </Link>
        <Link to="/">返回首页</Link>
      </header>
      <article className={styles.page}>
        <h1>联系我们</h1>
        <p>对模型、需求交易或账号有疑问，或想洽谈合作，都可以通过下面的方式找到我们。</p>
        <section aria-labelledby="contact-platform">
          <h2 id="contact-platform">平台客服</h2>
          {info.isPending ? (
            <p className={styles.muted}>正在读取联系方式…</p>
          ) : rows.length > 0 ? (
            <dl className={styles.contacts}>
              {rows.map(({ key, value }) => {
                const href = contactHref(key, value);
                return (
                  <div key={key}>
                    <dt>{CONTACT_LABELS[key]}</dt>
                    <dd>{href ? <a href={href}>{value}</a> : value}</dd>
                  </div>
                );
              })}
            </dl>
          ) : (
            <p className={styles.muted}>平台暂未公布客服电话和邮箱，请先通过下面的站内方式联系。</p>
          )}
        </section>
        <section aria-labelledby="contact-onsite">
          <h2 id="contact-onsite">在平台上联系</h2>
          <ul className={styles.ways}>
            <li>
              <strong>向模型作者询价</strong>
              <span>在模型页的作者卡片点“询价”，发布一条邀请该作者报价的需求，审核通过后作者会收到通知。</span>
            </li>
            <li>
              <Link to="/buildRequire">发布建模需求</Link>
              <span>写下要做的模型、预算和工期，建模师竞标报价。</span>
            </li>
            <li>
              <Link to="/modelServer">找建模师</Link>
              <span>按擅长领域和评分挑选服务商，查看他们的案例。</span>
            </li>
            <li>
              <Link to="/needHelp">需求帮助</Link>
              <span>发布需求、选标、验收的常见问题。</span>
            </li>
          </ul>
        </section>
        {info.data?.icp ? <p className={styles.muted}>{info.data.icp}</p> : null}
        <p className={styles.links}>
          <Link to="/agreement/user">用户协议</Link>
          <Link to="/agreement/privacy">隐私政策</Link>
        </p>
      </article>
    </div>
  );
}
