import { SELF_SERVICE_TYPES, USER_TYPE_LABELS, maskPhone, type UserTypeValue } from '@moxing/shared';
import { ActionSheet, Button, DotLoading, ErrorBlock, Grid, List, Tag, Toast } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { logout, useAddIdentity, useCentreInfo, useIdentities } from '../../account';
import { quickLinks } from '../../../components/layout/nav';
import { errorText } from '../../../lib/errorText';
import { fenToYuan } from '../../../lib/money';
import { addressText } from '../../../lib/address';
import { identityMissing } from '../../../stores/session';
import { UserIcon } from '../../../components/phone/icons';
import styles from './mcenter.module.css';

export default function MobileMyCenterPage() {
  const centre = useCentreInfo();
  const identities = useIdentities();
  const add = useAddIdentity();
  const navigate = useNavigate();

  if (centre.isPending) {
    return (
      <div className={styles.loading}>
        <DotLoading color="primary" />
        <span>正在加载</span>
      </div>
    );
  }
  if (centre.isError) {
    return (
      <ErrorBlock status="default" title="加载失败" description={errorText(centre.error)}>
        <Button color="primary" onClick={() => void centre.refetch()}>
          重试
        </Button>
      </ErrorBlock>
    );
  }
  const { user, panel } = centre.data;
  const owned = new Set((identities.data ?? []).map((i) => i.type));
  const choices = SELF_SERVICE_TYPES.filter((t) => !owned.has(t));
  const pack = panel.packageList[0];

  const chooseIdentity = () => {
    const handler = ActionSheet.show({
      cancelText: '取消',
      extra: '添加身份后将切换为当前身份',
      actions: choices.map((t) => ({ key: String(t), text: USER_TYPE_LABELS[t as UserTypeValue] })),
      onAction: (action) => {
        handler.close();
        add.mutate(Number(action.key), { onSuccess: () => Toast.show({ icon: 'success', content: '身份已添加' }) });
      },
    });
  };

  const onLogout = async () => {
    // Leave the guarded page first, so nothing on it asks for data without a token.
    void navigate('/', { replace: true });
    await logout();
    Toast.show({ content: '已退出登录' });
  };

  return (
    <div className={styles.page}>
      <section className={styles.head}>
        <div className={styles.avatar}>{user.avatar ? <img src={user.avatar} alt="" /> : <UserIcon size={28} />}</div>
        <div className={styles.who}>
          <h1>{user.nickname || maskPhone(user.login)}</h1>
          <p>
            {maskPhone(user.login)} · {user.typeName}
          </p>
        </div>
        {panel.signFlag ? (
          <Tag color="success">已签到</Tag>
        ) : (
          <Link to="/myIntegral/list">
            <Tag color="warning">去签到</Tag>
          </Link>
        )}
      </section>

      <section className={styles.stats}>
        <Grid columns={4}>
          <Grid.Item>
            <strong>{panel.coinNum}</strong>
            <span>金币</span>
          </Grid.Item>
          <Grid.Item>
            <strong>{fenToYuan(panel.earnings)}</strong>
            <span>收益(元)</span>
          </Grid.Item>
          <Grid.Item>
            <strong>{panel.integral}</strong>
            <span>积分</span>
          </Grid.Item>
          <Grid.Item>
            <strong>{panel.comboOrder}</strong>
            <span>套餐订单</span>
          </Grid.Item>
        </Grid>
      </section>

      {identityMissing(user) ? <p className={styles.warn}>你还没有选择身份，请在下方添加需求方或服务方身份。</p> : null}

      <List header="我的身份" mode="card">
        {identities.isPending ? (
          <List.Item>
            <DotLoading />
          </List.Item>
        ) : identities.isError ? (
          <List.Item onClick={() => void identities.refetch()} description={errorText(identities.error)}>
            加载失败，点击重试
          </List.Item>
        ) : identities.data.length === 0 ? (
          <List.Item>还没有身份</List.Item>
        ) : (
          identities.data.map((identity) => (
            <List.Item key={identity.id} extra={identity.current ? <Tag color="primary">当前</Tag> : null}>
              {identity.typeName}
            </List.Item>
          ))
        )}
        {choices.length > 0 ? (
          <List.Item onClick={chooseIdentity} clickable>
            <span style={{ color: '#1d54e6' }}>{add.isPending ? '正在添加…' : '+ 添加身份'}</span>
          </List.Item>
        ) : null}
      </List>

      <List header="会员套餐" mode="card">
        {pack?.comboPackageShow && pack.comboPackageList.length > 0 ? (
          pack.comboPackageList.map((entry) => (
            <List.Item key={entry.roleCode} extra={entry.value ?? '已开通'}>
              {entry.name}
            </List.Item>
          ))
        ) : (
          <List.Item description="开通后可使用模型嵌入、去除水印、自定义封面、AR 等功能">暂未开通会员套餐</List.Item>
        )}
        <List.Item onClick={() => void navigate('/myPackageOrder')}>我的套餐</List.Item>
        <List.Item onClick={() => void navigate('/upgrade')}>开通 / 升级套餐</List.Item>
      </List>

      <List header="账号" mode="card">
        {quickLinks().map((link) => (
          <List.Item key={link.path} onClick={() => void navigate(link.path)}>
            {link.label}
          </List.Item>
        ))}
        <List.Item extra={addressText(user.userAccount)}>地址</List.Item>
      </List>

      <div className={styles.logout}>
        <Button block size="large" onClick={() => void onLogout()}>
          退出登录
        </Button>
      </div>
    </div>
  );
}
