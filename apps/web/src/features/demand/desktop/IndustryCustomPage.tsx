/** /industryCustom: industry-specific modelling — what the service covers per trade, and the way into /buildRequire. */
import {
  AppstoreOutlined,
  BankOutlined,
  CameraOutlined,
  ExperimentOutlined,
  GiftOutlined,
  GoldOutlined,
  HomeOutlined,
  RocketOutlined,
  SkinOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { SERVICE_TYPES } from '@moxing/shared';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFeaturedProviders } from '../hooks';
import { EmptyState } from '../../../components/states';
import { ProviderCard } from './ProviderCard';
import { SERVICE_INTROS, TRADE_CASES } from '../content';
import { ProcessStepsSection, PromoHero, PublishCta } from './PromoSections';
import shared from './demand.module.css';
import styles from './promo.module.css';

const TRADE_ICONS: Record<string, ReactNode> = {
  泛家居: <HomeOutlined />,
  博物馆文创: <BankOutlined />,
  服装鞋包: <SkinOutlined />,
  日用百货: <GiftOutlined />,
  珠宝首饰: <GoldOutlined />,
  机械五金: <ToolOutlined />,
  游戏动漫: <RocketOutlined />,
  军工: <ExperimentOutlined />,
  其他: <AppstoreOutlined />,
};

function Featured() {
  const servers = useFeaturedProviders('recommended', 3);
  if (servers.isPending) return <Skeleton active avatar />;
  if (servers.isError || servers.data.length === 0) {
    return <EmptyState description="服务商正在入驻中" />;
  }
  return (
    <div className={shared.serverGrid}>
      {servers.data.map((s) => (
        <ProviderCard key={s.id} server={s} />
      ))}
    </div>
  );
}

export default function IndustryCustomPage() {
  return (
    <div>
      <PromoHero
        title="行业定制建模"
        lead="家居、文博、鞋服、珠宝、机械、游戏……不同行业对模型的精度、材质和用途要求各不相同。发布你的需求，熟悉这个行业的建模师会来报价，从建模、渲染到动画一站完成。"
        primary={{ to: '/buildRequire', label: '立即发布需求' }}
        secondary={{ to: '/modelServer', label: '浏览建模服务商' }}
      />

      <section className={styles.section}>
        <h2>覆盖的行业</h2>
        <p className={styles.sectionLead}>选择行业发布需求，建模师可以按行业找到你的项目。</p>
        <div className={styles.tiles}>
          {TRADE_CASES.map((t) => (
            <Link
              key={t.trade}
              to={`/need?trade=${encodeURIComponent(t.trade)}`}
              className={styles.tile}
              style={{ color: 'inherit', textDecoration: 'none' }}
            >
              <div className={styles.tileIcon}>{TRADE_ICONS[t.trade] ?? <CameraOutlined />}</div>
              <h3>{t.trade}</h3>
              <p>{t.lead}</p>
              <p style={{ marginTop: 8 }}>
                <span style={{ color: '#1d54e6' }}>常见：</span>
                {t.examples}
              </p>
            </Link>
          ))}
        </div>
      </section>

      <section className={styles.soft}>
        <div className={styles.section}>
          <h2>服务类型</h2>
          <p className={styles.sectionLead}>发布需求时选择一种服务类型，方便对口的建模师找到你。</p>
          <div className={styles.tiles}>
            {SERVICE_TYPES.map((s) => (
              <div key={s} className={styles.tile}>
                <h3 style={{ marginTop: 0 }}>{s}</h3>
                <p>{SERVICE_INTROS[s]}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <ProcessStepsSection title="定制流程" lead="从发布到验收，每一步都在平台留痕，双方都会收到消息通知。" />

      <section className={styles.soft}>
        <div className={styles.section}>
          <h2>推荐服务商</h2>
          <p className={styles.sectionLead}>按完成需求数和评分推荐。</p>
          <Featured />
        </div>
      </section>

      <PublishCta title="有建模需求？几分钟就能发布" more={{ to: '/needHelp', label: '先看看交易流程和常见问题' }} />
    </div>
  );
}
