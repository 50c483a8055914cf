/** /needHelp: how the modelling trade works (process, rules, FAQ), leading into /buildRequire. */
import { Button, Collapse } from 'antd';
import { Link } from 'react-router';
import { HELP_FAQ, PROCESS_STEPS } from '../content';
import styles from './demand.module.css';

export default function DemandHelpPage() {
  return (
    <div>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <h1>建模交易帮助</h1>
          <p>第一次发布建模需求？这里说明需求从发布到验收的每一步、双方的规则，以及常见问题。</p>
          <div className={styles.bannerActions}>
            <Link to="/buildRequire">
              <Button size="large" style={{ color: '#1f5eff' }}>
                发布需求
              </Button>
            </Link>
            <Link to="/need">
              <Button size="large" ghost>
                看看别人的需求
              </Button>
            </Link>
          </div>
        </div>
      </section>

      <section className={styles.section}>
        <h2>交易流程</h2>
        <p className={styles.sectionLead}>
          需求状态：待审核 → 竞标中 → 制作中 → 已完成；审核未通过可修改后重新提交，结束前可按规则取消。
        </p>
        <div className={styles.steps}>
          {PROCESS_STEPS.map((s, i) => (
            <div key={s.title} className={styles.step}>
              <span className={styles.stepNo}>{i + 1}</span>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className={styles.soft}>
        <div className={styles.section} style={{ maxWidth: 880 }}>
          <h2>常见问题</h2>
          <p className={styles.sectionLead}>没有找到答案？可以在需求详情页通过交易消息联系对方。</p>
          <Collapse
            defaultActiveKey={['0']}
            items={HELP_FAQ.map((f, i) => ({
              key: String(i),
              label: f.q,
              children: <p style={{ margin: 0, lineHeight: 1.9 }}>{f.a}</p>,
            }))}
          />
        </div>
      </section>

      <div className={styles.cta}>
        <h2 style={{ margin: '0 0 16px' }}>准备好了吗？</h2>
        <Link to="/buildRequire">
          <Button type="primary" size="large">
            发布建模需求
          </Button>
        </Link>
        <div style={{ marginTop: 12 }}>
          <Link to="/industryCustom">了解行业定制建模</Link>
        </div>
      </div>
    </div>
  );
}
