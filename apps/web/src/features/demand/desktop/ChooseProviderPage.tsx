/** /chooseServer?code=: the buyer compares the bids on a demand (price, days, score, record) and chooses one. */
import { formatScore, type BidView } from '@moxing/shared';
import { Alert, App, Button, Card, Popconfirm, Result, Table, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useBidList, useChooseBid } from '../hooks';
import { useDemandInAddress } from '../page';
import { statusView } from '../status';
import { EmptyState, PageError, PageLoading } from '../../../components/states';
import { useFormFactor } from '../../../lib/formFactor';
import { useSession } from '../../../stores/session';
import { HeadedPage, LoginRequired, MissingCode, ModellerLine, PortfolioLinks } from './DemandUi';
import { dateTimeText } from '../format';
import styles from './demand.module.css';

function BidMessage({ bid }: { bid: BidView }) {
  return (
    <div>
      {bid.message ? <div style={{ whiteSpace: 'pre-wrap' }}>{bid.message}</div> : null}
      <PortfolioLinks links={bid.portfolioLinks} style={{ marginTop: 4 }} />
    </div>
  );
}

export default function ChooseProviderPage() {
  const token = useSession((s) => s.token);
  const { code, detail } = useDemandInAddress(Boolean(token));
  const owner = detail.data?.viewerRole === 'owner';
  const bids = useBidList(code, owner);
  const choose = useChooseBid();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const phone = useFormFactor() === 'phone';

  if (!code) return <MissingCode />;
  if (!token) {
    return (
      <div className={styles.page}>
        <LoginRequired description="登录后查看投标并选择服务商。" />
      </div>
    );
  }
  if (detail.isPending || (owner && bids.isPending)) return <PageLoading tip="正在加载投标…" />;
  const error = detail.error ?? bids.error;
  if (error) {
    return (
      <div className={styles.page}>
        <PageError
          error={error}
          onRetry={() => {
            void detail.refetch();
            void bids.refetch();
          }}
        />
      </div>
    );
  }
  const need = detail.data;
  if (!need) return null;
  if (!owner) {
    return (
      <div className={styles.page}>
        <Result
          status="403"
          title="只有需求发布者可以选择服务商"
          extra={<Link to={`/demandDetails?code=${code}`}>查看需求</Link>}
        />
      </div>
    );
  }

  const onChoose = async (bid: BidView) => {
    try {
      await choose.mutateAsync({ code: need.code, bidCode: bid.code });
      void message.success(`已选择 ${bid.modeller.nickname}，请托管赏金`);
      void navigate(`/myrequireDetails?code=${need.code}`);
    } catch {
      // the client showed the reason; the list was refreshed
    }
  };
  const open = statusView(need.status).bidding;
  const list = bids.data?.list ?? [];
  const chooseButton = (bid: BidView) =>
    bid.actions.includes('choose') ? (
      <Popconfirm
        title={`选择 ${bid.modeller.nickname}？`}
        description="选择后请托管赏金，托管成功后建模师开始制作；其他投标者会收到未中标通知，此操作不能撤销。"
        okText="确认选择"
        cancelText="再想想"
        onConfirm={() => void onChoose(bid)}
      >
        <Button type="primary" loading={choose.isPending && choose.variables?.bidCode === bid.code}>
          选择TA
        </Button>
      </Popconfirm>
    ) : (
      <span className={styles.muted}>{bid.statusText}</span>
    );

  const columns: TableColumnsType<BidView> = [
    { title: '建模师', key: 'modeller', render: (_, bid) => <ModellerLine modeller={bid.modeller} />, width: 260 },
    {
      title: '报价',
      dataIndex: 'price',
      sorter: (a, b) => (a.price ?? 0) - (b.price ?? 0),
      render: (_, bid) => <span className={styles.price}>{bid.priceText}</span>,
      width: 110,
    },
    { title: '工期', dataIndex: 'days', sorter: (a, b) => a.days - b.days, render: (d: number) => `${d} 天`, width: 90 },
    {
      title: '评分',
      key: 'score',
      sorter: (a, b) => (a.modeller.avgScore ?? 0) - (b.modeller.avgScore ?? 0),
      render: (_, bid) => (bid.modeller.avgScore === null ? '暂无' : formatScore(bid.modeller.avgScore)),
      width: 80,
    },
    { title: '投标说明', key: 'message', render: (_, bid) => <BidMessage bid={bid} /> },
    { title: '投标时间', dataIndex: 'createdAt', render: (t: string) => dateTimeText(t), width: 150 },
    { title: '操作', key: 'action', render: (_, bid) => chooseButton(bid), width: 110, fixed: 'right' },
  ];

  return (
    <HeadedPage
      title="选择服务商"
      lead={
        <>
          <Link to={`/myrequireDetails?code=${need.code}`}>{need.title}</Link> · 预算 {need.budgetText} · {list.length} 份投标
        </>
      }
    >
      {!open ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`需求${need.statusText}，不能再选择服务商`}
          action={<Link to={`/myrequireDetails?code=${need.code}`}>查看需求</Link>}
        />
      ) : null}
      <Card className={styles.card}>
        {list.length === 0 ? (
          <EmptyState description="还没有建模师投标，投标后你会收到消息通知" />
        ) : phone ? (
          list.map((bid) => (
            <div key={bid.code} className={styles.bidRow} style={{ flexDirection: 'column', alignItems: 'stretch' }}>
              <ModellerLine modeller={bid.modeller} />
              <div className={styles.nameLine} style={{ justifyContent: 'space-between' }}>
                <span className={styles.price}>{bid.priceText}</span>
                <span>工期 {bid.days} 天</span>
              </div>
              <BidMessage bid={bid} />
              <div>{chooseButton(bid)}</div>
            </div>
          ))
        ) : (
          <Table<BidView> rowKey="code" columns={columns} dataSource={list} pagination={false} scroll={{ x: 1000 }} />
        )}
      </Card>
    </HeadedPage>
  );
}
