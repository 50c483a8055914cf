/** /myrequireDetails?code=: the buyer's own demand — review result, bids, production, acceptance, evaluation, cancel. */
import { EditOutlined, TeamOutlined } from '@ant-design/icons';
import type { DemandDetail } from '@moxing/shared';
import { Alert, Button, Card, Result, Space } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useNeedDetail } from '../../api/useNeeds';
import { PageError, PageLoading } from '../../components/states';
import { BidsCard } from './components/BidsCard';
import { DeliveriesCard } from './components/Deliveries';
import { CancelNeedButton, EvaluateForm } from './components/NeedActions';
import { NeedOverview } from './components/NeedOverview';
import { NeedProgress } from './components/NeedProgress';
import { EvaluationList, MissingCode, ModellerLine, NeedTimeline } from './components/NeedUi';
import styles from './need.module.css';

const CANCELLED_BY = { buyer: '需求方', modeller: '建模师', operator: '运营人员' } as const;

function StatusBanner({ need }: { need: DemandDetail }) {
  switch (need.status) {
    case -2:
      return (
        <Alert
          type="info"
          showIcon
          title="等待运营审核"
          description="审核通常在 1 个工作日内完成，通过后需求将公开，建模师即可投标。审核前仍可修改。"
          action={
            <Link to={`/buildRequire?code=${need.code}`}>
              <Button size="small" icon={<EditOutlined />}>
                修改
              </Button>
            </Link>
          }
        />
      );
    case -1:
      return (
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
          action={
            <Link to={`/buildRequire?code=${need.code}`}>
              <Button type="primary" size="small" icon={<EditOutlined />}>
                修改并重新提交
              </Button>
            </Link>
          }
        />
      );
    case 0:
      return (
        <Alert
          type="success"
          showIcon
          title={need.bidCount > 0 ? `已有 ${need.bidCount} 位建模师投标` : '需求已公开，等待建模师投标'}
          description={
            need.bidCount > 0 ? '比较报价、工期和建模师的评分后，选择一位开始制作。' : '建模师投标后你会收到消息通知。'
          }
          action={
            need.bidCount > 0 ? (
              <Link to={`/chooseServer?code=${need.code}`}>
                <Button type="primary" size="small" icon={<TeamOutlined />}>
                  选择服务商
                </Button>
              </Link>
            ) : undefined
          }
        />
      );
    case 1:
      return (
        <Alert
          type="info"
          showIcon
          title="制作中"
          description={
            need.deliveries.some((d) => d.status === 0)
              ? '建模师已提交交付，请查看文件后验收或提出修改意见。'
              : '建模师正在制作，提交交付后你会收到消息通知。'
          }
        />
      );
    case 2:
      return (
        <Alert
          type="success"
          showIcon
          title="需求已完成"
          description={need.canEvaluate ? '请给建模师一个评价。' : '感谢使用建模交易。'}
        />
      );
    default:
      return (
        <Alert
          type="warning"
          showIcon
          title="需求已取消"
          description={`${need.cancelledBy ? `由${CANCELLED_BY[need.cancelledBy]}取消` : ''}${need.cancelReason ? `，原因：${need.cancelReason}` : ''}`}
        />
      );
  }
}

export default function MyRequireDetailsPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const detail = useNeedDetail(code);
  if (!code) return <MissingCode />;
  if (detail.isPending) return <PageLoading tip="正在加载需求…" />;
  if (detail.isError) {
    return (
      <div className={styles.page}>
        <PageError error={detail.error} onRetry={() => void detail.refetch()} title="需求加载失败" />
      </div>
    );
  }
  const need = detail.data;
  if (need.viewerRole !== 'owner' && need.viewerRole !== 'operator') {
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
  const canCancel = [-2, -1, 0, 1].includes(need.status);
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <div className={styles.pageHead}>
          <div>
            <h1>我的需求</h1>
            <p>
              <Link to="/mybuildForm">我发布的需求</Link> / {need.title}
            </p>
          </div>
          <Space wrap>
            {need.status >= 0 && need.status <= 2 ? (
              <Link to={`/demandDetails?code=${need.code}`}>
                <Button>查看公开页面</Button>
              </Link>
            ) : null}
            {canCancel ? <CancelNeedButton code={need.code} status={need.status} /> : null}
          </Space>
        </div>
        <Card className={styles.card}>
          <NeedProgress need={need} />
          <div style={{ marginTop: 16 }}>
            <StatusBanner need={need} />
          </div>
        </Card>
        <div className={styles.detailGrid} style={{ marginTop: 16 }}>
          <div>
            {need.status === 1 || need.status === 2 ? <DeliveriesCard need={need} asOwner={need.viewerRole === 'owner'} /> : null}
            {need.status === 2 && (need.canEvaluate || need.evaluations.length > 0) ? (
              <Card className={styles.card} title="评价">
                <EvaluationList evaluations={need.evaluations} />
                {need.canEvaluate ? <EvaluateForm code={need.code} whom="建模师" /> : null}
              </Card>
            ) : null}
            <NeedOverview need={need} loggedIn />
            {need.status === 0 ? <BidsCard code={need.code} count={need.bidCount} /> : null}
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
            <Card className={styles.card} title="进度记录">
              <NeedTimeline need={need} />
            </Card>
          </aside>
        </div>
      </div>
    </div>
  );
}
