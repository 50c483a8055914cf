/** /demandDetails?code=: a demand as the public and modellers see it — bid, see one's own bid, withdraw it. */
import { CheckCircleOutlined, UserOutlined } from '@ant-design/icons';
import type { BidView, DemandDetail } from '@moxing/shared';
import { Alert, App, Avatar, Button, Card, Popconfirm, Result, Space } from 'antd';
import { Link } from 'react-router';
import { useWithdrawBid } from '../hooks';
import { useDemandInAddress } from '../page';
import { bidView, statusView } from '../status';
import { useSession } from '../../../stores/session';
import { BidForm } from './BidForm';
import { BidsCard } from './BidsCard';
import { DemandOverview } from './DemandOverview';
import { BidStatusTag, DemandNotLoaded, LoginRequired, TimelineCard, PortfolioLinks } from './DemandUi';
import { timeAgo } from '../format';
import styles from './demand.module.css';

function MyBid({ need, bid }: { need: DemandDetail; bid: BidView }) {
  const withdraw = useWithdrawBid();
  const { message } = App.useApp();
  return (
    <Card className={styles.card} title="我的投标" extra={<BidStatusTag status={bid.status} text={bid.statusText} />}>
      <div className={styles.nameLine} style={{ justifyContent: 'space-between' }}>
        <span className={styles.price}>{bid.priceText}</span>
        <span className={styles.muted}>工期 {bid.days} 天</span>
      </div>
      {bid.message ? <p style={{ whiteSpace: 'pre-wrap', margin: '12px 0' }}>{bid.message}</p> : null}
      <PortfolioLinks links={bid.portfolioLinks} />
      <div className={`${styles.muted} ${styles.small}`} style={{ margin: '8px 0 12px' }}>
        投标于 {timeAgo(bid.createdAt)}
      </div>
      {bid.actions.includes('withdrawBid') ? (
        <Popconfirm
          title="撤回投标？"
          description="撤回后需求方将看不到你的报价，竞标结束前可以重新投标。"
          okText="撤回"
          cancelText="再想想"
          onConfirm={() =>
            void withdraw.mutateAsync(need.code).then(
              () => void message.success('已撤回投标'),
              () => undefined,
            )
          }
        >
          <Button block loading={withdraw.isPending}>
            撤回投标
          </Button>
        </Popconfirm>
      ) : null}
    </Card>
  );
}

function ActionCard({ need }: { need: DemandDetail }) {
  const token = useSession((s) => s.token);
  const production = statusView(need.status).production;
  if (!token) {
    return (
      <Card className={styles.card}>
        <LoginRequired title="登录后投标" description="建模服务方（个人建模师、工作室、服务企业）登录后即可报价投标。" />
      </Card>
    );
  }
  switch (need.viewerRole) {
    case 'owner':
      return (
        <Card className={styles.card} title="这是你发布的需求">
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Link to={`/myrequireDetails?code=${need.code}`}>
              <Button type="primary" block>
                管理我的需求
              </Button>
            </Link>
            {need.actions.includes('choose') ? (
              <Link to={`/chooseServer?code=${need.code}`}>
                <Button block>比较投标并选择服务商</Button>
              </Link>
            ) : null}
          </Space>
        </Card>
      );
    case 'modeller':
      return (
        <Card className={styles.card}>
          <Result
            status="success"
            icon={<CheckCircleOutlined />}
            title="你已中标"
            subTitle={production ? '请按约定完成制作并提交交付。' : `需求${need.statusText}`}
            extra={
              <Link to={`/doingBid?code=${need.code}`}>
                <Button type="primary">{production ? '进入制作与交付' : '查看订单'}</Button>
              </Link>
            }
          />
        </Card>
      );
    case 'operator':
      return (
        <Card className={styles.card} title="运营">
          <Link to={`/myrequireDetails?code=${need.code}`}>
            <Button block>查看完整信息</Button>
          </Link>
          {need.actions.includes('approve') ? (
            <Link to="/admin/needReview" style={{ display: 'block', marginTop: 8 }}>
              <Button type="primary" block>
                去审核
              </Button>
            </Link>
          ) : null}
        </Card>
      );
    case 'bidder':
    case 'visitor':
      break;
  }
  return (
    <>
      {need.myBid ? <MyBid need={need} bid={need.myBid} /> : null}
      {need.actions.includes('bid') ? (
        <Card className={styles.card} title={need.myBid ? '重新投标' : '我要投标'}>
          <BidForm code={need.code} budgetText={need.budgetText} />
        </Card>
      ) : !bidView(need.myBid?.status).active ? (
        <Alert type="info" showIcon title={need.bidBlockedReason ?? `需求${need.statusText}，暂不接受投标`} />
      ) : null}
    </>
  );
}

export default function DemandDetailsPage() {
  const token = useSession((s) => s.token);
  const { code, detail } = useDemandInAddress();
  if (!code || !detail.isSuccess) return <DemandNotLoaded code={code} detail={detail} />;
  const need = detail.data;
  const participant = need.viewerRole === 'owner' || need.viewerRole === 'modeller' || need.viewerRole === 'operator';
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <div className={styles.detailGrid}>
          <div>
            <DemandOverview need={need} loggedIn={Boolean(token)} />
            {statusView(need.status).public ? <BidsCard code={need.code} count={need.bidCount} /> : null}
            {participant ? <TimelineCard need={need} title="进度" /> : null}
          </div>
          <aside className={styles.side}>
            <Card className={styles.card}>
              <div className={styles.nameLine} style={{ gap: 12 }}>
                <Avatar size={48} src={need.owner.avatar || undefined} icon={<UserOutlined />} />
                <div>
                  <strong>{need.owner.nickname}</strong>
                  <div className={`${styles.muted} ${styles.small}`}>需求方</div>
                </div>
              </div>
            </Card>
            <ActionCard need={need} />
          </aside>
        </div>
      </div>
    </div>
  );
}
