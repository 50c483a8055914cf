/** /needHelp: how the modelling trade works (process, rules, FAQ), leading into /buildRequire. */
import { Collapse } from 'antd';
import { HELP_FAQ } from '../content';
import { ProcessStepsSection, PromoHero, PublishCta } from './PromoSections';
import styles from './promo.module.css';

export default function DemandHelpPage() {
  return (
    <div>
      <PromoHero
        title="建模交易帮助"
        lead="第一次发布建模需求？这里说明需求从发布到验收的每一步、双方的规则，以及常见问题。"
        primary={{ to: '/buildRequire', label: '发布需求' }}
        secondary={{ to: '/need', label: '看看别人的需求' }}
      />

      <ProcessStepsSection
        title="交易流程"
        lead="需求状态：待审核 → 竞标中 → 制作中 → 已完成；审核未通过可修改后重新提交，结束前可按规则取消。"
      />

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

      <PublishCta title="准备好了吗？" more={{ to: '/industryCustom', label: '了解行业定制建模' }} />
    </div>
  );
}
