/**
 * /doingBid?code=: the chosen modeller's workspace for a demand — contact, deliveries, cancel, evaluation.
 * Without a code: the demands I am producing now.
 */
import type { DemandDetail } from '@moxing/shared';
import { Alert, Button, Card, Result, Space } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useNeedDetail } from '../../api/useNeeds';
import { PageError, PageLoading } from '../../components/states';
import { useSession } from '../../stores/session';
import { DeliverForm } from './components/DeliverForm';
import { DeliveriesCard } from './components/Deliveries';
import { MyBidList } from './components/MyLists';
import { CancelNeedButton, EvaluateForm } from './components/NeedActions';
import { NeedOverview } from './components/NeedOverview';
import { NeedProgress } from './components/NeedProgress';
import { EvaluationList, LoginRequired, NeedTimeline } from './components/NeedUi';
import styles from './need.module.css';

function Workspace({ need }: { need: DemandDetail }) {
  const waiting = need.deliveries.some((d) => d.status === 0);
  const lastChange = [...need.deliveries].reverse().find((d) => d.status === 2);
  return (
    <>
      <div className={styles.pageHead}>
        <div>
          <h1>制作与交付</h1>
          <p>
            <Link to="/myorderForm">我的投标</Link> / {need.title}
          </p>
        </div>
        <Space wrap>
          <Link to={`/demandDetails?code=${need.code}`}>
            <Button>需求公开页</Button>
          </Link>
          {need.status === 1 ? <CancelNeedButton code={need.code} status={need.status} asModeller /> : null}
        </Space>
      </div>
      <Card className={styles.card}>
        <NeedProgress need={need} />
        <div style={{ marginTop: 16 }}>
          {need.status === 1 ? (
            waiting ? (
              <Alert
                type="info"
                showIcon
                title="已提交交付，等待需求方验收"
                description="需求方验收或提出修改意见后你会收到消息通知。"
              />
            ) : lastChange ? (
              <Alert type="warning" showIcon title="需求方要求修改" description={lastChange.changeReason} />
            ) : (
              <Alert type="success" showIcon title="你已中标，请开始制作" description="完成后在下方上传文件提交交付。" />
            )
          ) : need.status === 2 ? (
            <Alert
              type="success"
              showIcon
              title="需求已完成"
              description={need.canEvaluate ? '请给需求方一个评价。' : '合作愉快！'}
            />
          ) : need.status === 3 ? (
            <Alert type="warning" showIcon title="需求已取消" description={need.cancelReason ?? undefined} />
          ) : null}
        </div>
      </Card>
      <div className={styles.detailGrid} style={{ marginTop: 16 }}>
        <div>
          {need.status === 1 && !waiting ? (
            <Card className={styles.card} title={need.deliveries.length > 0 ? '提交修改后的交付' : '提交交付'}>
              <DeliverForm code={need.code} />
            </Card>
          ) : null}
          <DeliveriesCard need={need} asOwner={false} />
          {need.status === 2 && (need.canEvaluate || need.evaluations.length > 0) ? (
            <Card className={styles.card} title="评价">
              <EvaluationList evaluations={need.evaluations} />
              {need.canEvaluate ? <EvaluateForm code={need.code} whom="需求方" /> : null}
            </Card>
          ) : null}
          <NeedOverview need={need} loggedIn />
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
          <Card className={styles.card} title="进度记录">
            <NeedTimeline need={need} />
          </Card>
        </aside>
      </div>
    </>
  );
}

export default function DoingBidPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const token = useSession((s) => s.token);
  const detail = useNeedDetail(token ? code : null);

  let body;
  if (!token) {
    body = <LoginRequired description="登录后查看你中标的需求并提交交付。" />;
  } else if (!code) {
    body = (
      <>
        <div className={styles.pageHead}>
          <div>
            <h1>制作中的需求</h1>
            <p>你中标、正在制作的需求，点击进入提交交付。</p>
          </div>
          <Link to="/need">
            <Button>去找新需求</Button>
          </Link>
        </div>
        <Card className={styles.card}>
          <MyBidList filter={{ bidStatus: 1, status: 1 }} empty="目前没有制作中的需求" />
        </Card>
      </>
    );
  } else if (detail.isPending) {
    body = <PageLoading />;
  } else if (detail.isError) {
    body = <PageError error={detail.error} onRetry={() => void detail.refetch()} />;
  } else if (detail.data.viewerRole !== 'modeller') {
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
