/** /myrequireDetails?code=: the buyer's own demand — review result, bids, production, acceptance, evaluation, cancel. */
import { EditOutlined, TeamOutlined } from '@ant-design/icons';
import type { DemandDetail } from '@moxing/shared';
import { Alert, Button, Card, Result, Space } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { managesDemand, useDemandInAddress } from '../page';
import { BidsCard } from './BidsCard';
import { DeliveriesCard } from './Deliveries';
import { EscrowCard } from './EscrowCard';
import { CancelDemandButton, EvaluationsCard } from './DemandActions';
import { DemandOverview } from './DemandOverview';
import { DemandProgressCard } from './DemandProgress';
import { CompletedAlert, DemandNotLoaded, HeadedPage, ModellerLine, TimelineCard } from './DemandUi';
import { awaitingAcceptance, statusView } from '../status';
import styles from './demand.module.css';

const CANCELLED_BY = { buyer: '需求方', modeller: '建模师', operator: '运营人员' } as const;

/** The banner of each status, looked up by status; its buttons come from what the owner may do. */
const BANNERS: Record<number, (need: DemandDetail) => ReactNode> = {
  [-2]: (need) => (
    <Alert
      type="info"
      showIcon
      title="等待运营审核"
      description="审核通常在 1 个工作日内完成，通过后需求将公开，建模师即可投标。审核前仍可修改。"
      action={need.actions.includes('edit') ? <EditLink code={need.code} /> : undefined}
    />
  ),
  [-1]: (need) => (
    <Alert
      type="error"
      showIcon
      title="审核未通过"
      description={
        <span style={{ whiteSpace: 'pre-wrap' }}>
          原因：{need.rejectReason ?? '未说明'}
          {'\n'}请按原因修改后重新提交审核。
        </span>
      }
      action={need.actions.includes('edit') ? <EditLink code={need.code} resubmit /> : undefined}
    />
  ),
  0: (need) => (
    <Alert
      type="success"
      showIcon
      title={need.bidCount > 0 ? `已有 ${need.bidCount} 位建模师投标` : '需求已公开，等待建模师投标'}
      description={need.bidCount > 0 ? '比较报价、工期和建模师的评分后，选择一位开始制作。' : '建模师投标后你会收到消息通知。'}
      action={
        need.actions.includes('choose') ? (
          <Link to={`/chooseServer?code=${need.code}`}>
            <Button type="primary" size="small" icon={<TeamOutlined />}>
              选择服务商
            </Button>
          </Link>
        ) : undefined
      }
    />
  ),
  1: (need) => (
    <Alert
      type="info"
      showIcon
      title="制作中"
      description={
        awaitingAcceptance(need.deliveries)
          ? '建模师已提交交付，请查看文件后验收或提出修改意见。'
          : '建模师正在制作，提交交付后你会收到消息通知。'
      }
    />
  ),
  2: (need) => <CompletedAlert need={need} evaluate="请给建模师一个评价。" thanks="感谢使用建模交易。" />,
  4: (need) => (
    <Alert
      type="warning"
      showIcon
      title="请托管赏金"
      description={`你已选定服务商，请把报价 ${need.escrow?.amountText ?? ''} 交由平台托管；托管成功后建模师开始制作，验收通过后平台才付款给建模师。`}
    />
  ),
  5: () => (
    <Alert
      type="warning"
      showIcon
      title="取消纠纷处理中"
      description="托管赏金暂停结算，运营人员将根据双方说明裁决退还与支付的金额，结果会通过消息通知你。"
    />
  ),
  3: (need) => (
    <Alert
      type="warning"
      showIcon
      title="需求已取消"
      description={`${need.cancelledBy ? `由${CANCELLED_BY[need.cancelledBy]}取消` : ''}${need.cancelReason ? `，原因：${need.cancelReason}` : ''}`}
    />
  ),
};

function EditLink({ code, resubmit = false }: { code: string; resubmit?: boolean }) {
  return (
    <Link to={`/buildRequire?code=${code}`}>
      <Button type={resubmit ? 'primary' : 'default'} size="small" icon={<EditOutlined />}>
        {resubmit ? '修改并重新提交' : '修改'}
      </Button>
    </Link>
  );
}

export default function MyDemandDetailsPage() {
  const { code, detail } = useDemandInAddress();
  if (!code || !detail.isSuccess) return <DemandNotLoaded code={code} detail={detail} />;
  const need = detail.data;
  if (!managesDemand(need)) {
    return (
      <div className={styles.page}>
        <Result
          status="403"
          title="这不是你发布的需求"
          subTitle="只有需求的发布者可以管理它。"
          extra={
            <Link to={`/demandDetails?code=${need.code}`}>
              <Button type="primary">查看需求详情</Button>
            </Link>
          }
        />
      </div>
    );
  }
  const view = statusView(need.status);
  return (
    <HeadedPage
      title="我的需求"
      lead={
        <>
          <Link to="/mybuildForm">我发布的需求</Link> / {need.title}
        </>
      }
      actions={
        <Space wrap>
          {view.public ? (
            <Link to={`/demandDetails?code=${need.code}`}>
              <Button>查看公开页面</Button>
            </Link>
          ) : null}
          {need.actions.includes('cancel') ? <CancelDemandButton code={need.code} status={need.status} /> : null}
        </Space>
      }
    >
      <DemandProgressCard need={need} banner={BANNERS[need.status]?.(need)} />
      <div className={styles.detailGrid} style={{ marginTop: 16 }}>
        <div>
          <EscrowCard need={need} />
          {view.deliveries ? <DeliveriesCard need={need} emptyText="建模师还没有提交交付" /> : null}
          <EvaluationsCard need={need} whom="建模师" />
          <DemandOverview need={need} loggedIn />
          {view.bidding ? <BidsCard code={need.code} count={need.bidCount} /> : null}
        </div>
        <aside className={styles.side}>
          {need.chosenBid ? (
            <Card className={styles.card} title="中标服务商">
              <ModellerLine modeller={need.chosenBid.modeller} />
              <div className={styles.nameLine} style={{ justifyContent: 'space-between', marginTop: 12 }}>
                <span className={styles.price}>{need.chosenBid.priceText}</span>
                <span className={styles.muted}>工期 {need.chosenBid.days} 天</span>
              </div>
              {need.chosenBid.message ? (
                <p style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }} className={styles.small}>
                  {need.chosenBid.message}
                </p>
              ) : null}
            </Card>
          ) : need.modeller ? (
            <Card className={styles.card} title="中标服务商">
              <ModellerLine modeller={need.modeller} />
            </Card>
          ) : null}
          <Card className={styles.card} title="联系方式">
            <div>{need.contactTypeText}</div>
            {need.contactValue ? <div className={styles.muted}>{need.contactValue}（仅中标建模师可见）</div> : null}
          </Card>
          <TimelineCard need={need} />
        </aside>
      </div>
    </HeadedPage>
  );
}
