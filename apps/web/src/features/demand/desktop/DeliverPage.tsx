/**
 * /doingBid?code=: the chosen modeller's workspace for a demand — contact, deliveries, cancel, evaluation.
 * Without a code: the demands I am producing now.
 */
import type { DemandDetail } from '@moxing/shared';
import { Alert, Button, Card, Result, Space } from 'antd';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { producesDemand, useDemandInAddress } from '../page';
import { awaitingAcceptance } from '../status';
import { PageError, PageLoading } from '../../../components/states';
import { useSession } from '../../../stores/session';
import { DeliverForm } from './DeliverForm';
import { DeliveriesCard } from './Deliveries';
import { EscrowCard } from './EscrowCard';
import { MyBidList } from './MyLists';
import { CancelDemandButton, EvaluationsCard } from './DemandActions';
import { DemandOverview } from './DemandOverview';
import { DemandProgressCard } from './DemandProgress';
import { CompletedAlert, LoginRequired, TimelineCard, PageHead } from './DemandUi';
import styles from './demand.module.css';

/** The modeller's banner of each status, looked up by status. */
const BANNERS: Record<number, (need: DemandDetail) => ReactNode> = {
  1: (need) => {
    const lastChange = need.deliveries.findLast((d) => d.changeReason !== null);
    return awaitingAcceptance(need.deliveries) ? (
      <Alert type="info" showIcon title="已提交交付，等待需求方验收" description="需求方验收或提出修改意见后你会收到消息通知。" />
    ) : lastChange ? (
      <Alert type="warning" showIcon title="需求方要求修改" description={lastChange.changeReason} />
    ) : (
      <Alert type="success" showIcon title="你已中标，请开始制作" description="完成后在下方上传文件提交交付。" />
    );
  },
  2: (need) => <CompletedAlert need={need} evaluate="请给需求方一个评价。" thanks="合作愉快！" />,
  3: (need) => <Alert type="warning" showIcon title="需求已取消" description={need.cancelReason ?? undefined} />,
  4: () => (
    <Alert
      type="info"
      showIcon
      title="你已中标，等待需求方托管赏金"
      description="需求方把赏金交由平台托管后你会收到通知，届时再开始制作，验收后赏金支付给你。"
    />
  ),
  5: () => (
    <Alert
      type="warning"
      showIcon
      title="取消纠纷处理中"
      description="托管赏金暂停结算，运营人员将根据双方说明裁决；请在下方提交你的说明。"
    />
  ),
};

function Workspace({ need }: { need: DemandDetail }) {
  return (
    <>
      <PageHead
        title="制作与交付"
        lead={
          <>
            <Link to="/myorderForm">我的投标</Link> / {need.title}
          </>
        }
      >
        <Space wrap>
          <Link to={`/demandDetails?code=${need.code}`}>
            <Button>需求公开页</Button>
          </Link>
          {need.actions.includes('cancel') ? <CancelDemandButton code={need.code} status={need.status} asModeller /> : null}
        </Space>
      </PageHead>
      <DemandProgressCard need={need} banner={BANNERS[need.status]?.(need)} />
      <div className={styles.detailGrid} style={{ marginTop: 16 }}>
        <div>
          {need.actions.includes('deliver') && !awaitingAcceptance(need.deliveries) ? (
            <Card className={styles.card} title={need.deliveries.length > 0 ? '提交修改后的交付' : '提交交付'}>
              <DeliverForm code={need.code} />
            </Card>
          ) : null}
          <EscrowCard need={need} />
          <DeliveriesCard need={need} emptyText="还没有提交交付" />
          <EvaluationsCard need={need} whom="需求方" />
          <DemandOverview need={need} loggedIn />
        </div>
        <aside className={styles.side}>
          {need.myBid ? (
            <Card className={styles.card} title="我的报价">
              <div className={styles.price}>{need.myBid.priceText}</div>
              <div className={styles.muted}>工期 {need.myBid.days} 天</div>
            </Card>
          ) : null}
          <Card className={styles.card} title="需求方联系方式">
            <div>
              {need.owner.nickname} · {need.contactTypeText}
            </div>
            {need.contactValue ? <strong>{need.contactValue}</strong> : <div className={styles.muted}>通过平台消息沟通</div>}
          </Card>
          <TimelineCard need={need} />
        </aside>
      </div>
    </>
  );
}

export default function DeliverPage() {
  const token = useSession((s) => s.token);
  const { code, detail } = useDemandInAddress(Boolean(token));

  let body;
  if (!token) {
    body = <LoginRequired description="登录后查看你中标的需求并提交交付。" />;
  } else if (!code) {
    body = (
      <>
        <PageHead title="制作中的需求" lead="你中标、正在制作的需求，点击进入提交交付。">
          <Link to="/need">
            <Button>去找新需求</Button>
          </Link>
        </PageHead>
        <Card className={styles.card}>
          <MyBidList filter={{ bidStatus: 1, status: 1 }} empty="目前没有制作中的需求" />
        </Card>
      </>
    );
  } else if (detail.isPending) {
    body = <PageLoading />;
  } else if (detail.isError) {
    body = <PageError error={detail.error} onRetry={() => void detail.refetch()} />;
  } else if (!producesDemand(detail.data)) {
    body = (
      <Result
        status="403"
        title="你不是这个需求的中标建模师"
        extra={
          <Link to={`/demandDetails?code=${detail.data.code}`}>
            <Button type="primary">查看需求详情</Button>
          </Link>
        }
      />
    );
  } else {
    body = <Workspace need={detail.data} />;
  }
  return (
    <div className={styles.page}>
      <div className={styles.inner}>{body}</div>
    </div>
  );
}
