import { AppstoreOutlined, EditOutlined, PlusOutlined, RightOutlined, UserOutlined } from '@ant-design/icons';
import { ROLE_CODES, SELF_SERVICE_TYPES, USER_TYPE_LABELS, maskPhone, type Identity, type UserTypeValue } from '@moxing/shared';
import { Alert, App, Avatar, Button, Card, Col, Row, Select, Space, Statistic, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAddIdentity, useCentreInfo, useIdentities } from '../../account';
import { quickLinks } from '../../../components/layout/nav';
import { EmptyState, PageError, PageLoading } from '../../../components/states';
import { addressText } from '../../../lib/address';
import { fenToYuan } from '../../../lib/money';
import { identityMissing } from '../../../stores/session';
import styles from './mycenter.module.css';

function IdentityCard() {
  const identities = useIdentities();
  const add = useAddIdentity();
  const { message } = App.useApp();
  const [type, setType] = useState<number | undefined>();
  const owned = new Set((identities.data ?? []).map((i) => i.type));
  const choices = SELF_SERVICE_TYPES.filter((t) => !owned.has(t));
  const onAdd = async () => {
    if (type === undefined) return;
    try {
      await add.mutateAsync(type);
      setType(undefined);
      void message.success('身份已添加，并已切换为当前身份');
    } catch {
      // the client already showed the reason
    }
  };
  return (
    <Card title="我的身份" className={styles.card}>
      {identities.isPending ? (
        <PageLoading />
      ) : identities.isError ? (
        <PageError error={identities.error} onRetry={() => void identities.refetch()} />
      ) : identities.data.length === 0 ? (
        <EmptyState description="还没有身份，添加一个开始使用吧" />
      ) : (
        <ul className={styles.identityList}>
          {identities.data.map((identity: Identity) => (
            <li key={identity.id}>
              <span>{identity.typeName}</span>
              {identity.current ? <Tag color="blue">当前身份</Tag> : null}
              <span className={styles.muted}>添加于 {dayjs(identity.createdAt).format('YYYY-MM-DD')}</span>
            </li>
          ))}
        </ul>
      )}
      {choices.length > 0 ? (
        <Space.Compact style={{ width: '100%', marginTop: 16 }}>
          <Select<number>
            placeholder="选择要添加的身份"
            aria-label="选择要添加的身份"
            value={type}
            onChange={setType}
            style={{ flex: 1 }}
            options={choices.map((t) => ({ value: t, label: USER_TYPE_LABELS[t as UserTypeValue] }))}
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={type === undefined}
            loading={add.isPending}
            onClick={() => void onAdd()}
          >
            添加身份
          </Button>
        </Space.Compact>
      ) : null}
    </Card>
  );
}

export default function MyCenterPage() {
  const centre = useCentreInfo();
  if (centre.isPending) return <PageLoading tip="正在加载个人中心…" />;
  if (centre.isError) {
    return (
      <div className={styles.page}>
        <PageError error={centre.error} onRetry={() => void centre.refetch()} />
      </div>
    );
  }
  const { user, panel } = centre.data;
  const pack = panel.packageList[0];
  const links = quickLinks();
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        {identityMissing(user) ? (
          <Alert
            type="warning"
            showIcon
            className={styles.alert}
            title="你还没有选择身份"
            description="请在下方“我的身份”中添加需求方或服务方身份，以便使用对应的功能。"
          />
        ) : null}
        <section className={styles.userCard}>
          <Avatar size={72} src={user.avatar || undefined} icon={<UserOutlined />} className={styles.avatar} />
          <div className={styles.userInfo}>
            <div className={styles.nameRow}>
              <h1>{user.nickname || maskPhone(user.login)}</h1>
              <Tag color="blue">{user.typeName}</Tag>
              {panel.signFlag ? (
                <Tag color="green">今日已签到</Tag>
              ) : (
                <Link to="/myIntegral/list">
                  <Tag color="gold">今日未签到，去签到</Tag>
                </Link>
              )}
            </div>
            <div className={styles.meta}>
              <span>手机号 {maskPhone(user.login)}</span>
              <span>地址 {addressText(user.userAccount)}</span>
              <span>注册于 {dayjs(user.createdAt).format('YYYY年M月D日')}</span>
            </div>
          </div>
          <Link to="/myaccount/personal">
            <Button icon={<EditOutlined />}>编辑资料</Button>
          </Link>
        </section>

        <Row gutter={[16, 16]} className={styles.stats}>
          <Col xs={12} md={6}>
            <Card className={styles.card}>
              <Statistic title="金币" value={panel.coinNum} />
            </Card>
          </Col>
          <Col xs={12} md={6}>
            <Card className={styles.card}>
              <Statistic title="收益（元）" value={fenToYuan(panel.earnings)} />
            </Card>
          </Col>
          <Col xs={12} md={6}>
            <Card className={styles.card}>
              <Statistic title="积分" value={panel.integral} />
            </Card>
          </Col>
          <Col xs={12} md={6}>
            <Card className={styles.card}>
              <Statistic title="套餐订单" value={panel.comboOrder} />
            </Card>
          </Col>
        </Row>

        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <IdentityCard />
          </Col>
          <Col xs={24} lg={12}>
            <Card
              title="会员套餐"
              className={styles.card}
              extra={
                <span>
                  <Link to="/myPackageOrder">我的套餐</Link> · <Link to="/upgrade">开通 / 升级</Link>
                </span>
              }
            >
              {pack?.comboPackageShow && pack.comboPackageList.length > 0 ? (
                <ul className={styles.packageList}>
                  {pack.comboPackageList.map((entry) => (
                    <li key={entry.roleCode}>
                      <span>{entry.name || ROLE_CODES[entry.roleCode as keyof typeof ROLE_CODES] || entry.roleCode}</span>
                      <strong>{entry.value ?? '已开通'}</strong>
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState description="暂未开通会员套餐">
                  <Typography.Text type="secondary">开通后可使用模型嵌入、去除水印、自定义封面、AR 等功能。</Typography.Text>
                </EmptyState>
              )}
            </Card>
          </Col>
        </Row>

        <Card title="快捷入口" className={`${styles.card} ${styles.quick}`}>
          {links.length === 0 ? (
            <EmptyState description="更多功能即将上线" />
          ) : (
            <div className={styles.links}>
              {links.map((link) => (
                <Link key={link.path} to={link.path} className={styles.link}>
                  <AppstoreOutlined />
                  <span>{link.label}</span>
                  <RightOutlined className={styles.muted} />
                </Link>
              ))}
            </div>
          )}
        </Card>
      </div>
    </div>
  );
}
