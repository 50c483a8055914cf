import { MobileOutlined, WechatOutlined } from '@ant-design/icons';
import { maskPhone, type changeLoginBody } from '@moxing/shared';
import { App, Avatar, Button, Card, Descriptions, Form, Input, Modal, Popconfirm, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { SmsCodeFields, useCancelWechatBinding, useCentreInfo, useChangeLogin, useWechatConfig } from '../../account';
import { PageError, PageLoading } from '../../../components/states';
import { phoneRules } from '../../../lib/formRules';
import { useFormFactor } from '../../../lib/formFactor';
import { markWechatBindIntent } from '../../../lib/wechatIntent';
import { addressText } from '../../../lib/address';
import styles from './personal.module.css';

type ChangeValues = z.input<typeof changeLoginBody> & { captcha: string };

function ChangePhoneDialog({ open, current, onClose }: { open: boolean; current: string; onClose: () => void }) {
  const [form] = Form.useForm<ChangeValues>();
  const change = useChangeLogin();
  const { message } = App.useApp();
  const onFinish = async (values: ChangeValues) => {
    try {
      await change.mutateAsync({ newLogin: values.newLogin.trim(), code: values.code.trim() });
      void message.success('手机号已更换，下次请使用新手机号登录');
      form.resetFields();
      onClose();
    } catch {
      // the client already showed the reason
    }
  };
  return (
    <Modal open={open} title="更换手机号" onCancel={onClose} footer={null} destroyOnHidden width={480}>
      <p className={styles.hint}>当前手机号 {maskPhone(current)}。验证码将发送到新手机号，更换后请使用新手机号登录。</p>
      <Form<ChangeValues> form={form} name="change-login" onFinish={(v) => void onFinish(v)} requiredMark={false}>
        <Form.Item
          name="newLogin"
          rules={[
            ...phoneRules,
            {
              validator: (_, v) =>
                v && v === current ? Promise.reject(new Error('新手机号不能与当前手机号相同')) : Promise.resolve(),
            },
          ]}
        >
          <Input prefix={<MobileOutlined />} placeholder="新手机号" maxLength={11} inputMode="numeric" size="large" />
        </Form.Item>
        <SmsCodeFields purpose="changeLogin" phoneField="newLogin" />
        <Button type="primary" htmlType="submit" block size="large" loading={change.isPending}>
          确认更换
        </Button>
      </Form>
    </Modal>
  );
}

function WechatBinding({ bound }: { bound: boolean }) {
  const config = useWechatConfig(!bound);
  const cancel = useCancelWechatBinding();
  const { message } = App.useApp();
  if (bound) {
    return (
      <Space wrap>
        <Tag color="green" icon={<WechatOutlined />}>
          已绑定
        </Tag>
        <Popconfirm
          title="解除微信绑定"
          description="解除后将不能再用这个微信登录本账号。"
          okText="解除绑定"
          cancelText="取消"
          onConfirm={() => cancel.mutate(undefined, { onSuccess: () => void message.success('已解除微信绑定') })}
        >
          <Button size="small" danger loading={cancel.isPending}>
            解除绑定
          </Button>
        </Popconfirm>
      </Space>
    );
  }
  if (config.isPending) return <Tag>未绑定</Tag>;
  const url = config.data?.configured ? config.data.authorizeUrl : null;
  return (
    <Space wrap>
      <Tag>未绑定</Tag>
      {url ? (
        <Button size="small" icon={<WechatOutlined />} href={url} onClick={markWechatBindIntent}>
          绑定微信
        </Button>
      ) : (
        <span className={styles.muted}>微信登录暂未开通</span>
      )}
    </Space>
  );
}

export default function PersonalPage() {
  const centre = useCentreInfo();
  const formFactor = useFormFactor();
  const [changing, setChanging] = useState(false);
  if (centre.isPending) return <PageLoading />;
  if (centre.isError) return <PageError error={centre.error} onRetry={() => void centre.refetch()} />;
  const { user } = centre.data;
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <p className={styles.crumbs}>
          <Link to="/mycenter">个人中心</Link> / 个人资料
        </p>
        <Card className={styles.card}>
          <div className={styles.head}>
            <Avatar size={64} src={user.avatar || undefined}>
              {(user.nickname || '用').slice(0, 1)}
            </Avatar>
            <div>
              <h1>{user.nickname}</h1>
              <Tag color="blue">{user.typeName}</Tag>
            </div>
          </div>
          <Descriptions
            column={formFactor === 'phone' ? 1 : 2}
            bordered
            size="middle"
            items={[
              { key: 'nickname', label: '昵称', children: user.nickname || '未设置' },
              { key: 'id', label: '用户编号', children: user.id },
              {
                key: 'login',
                label: '手机号',
                children: (
                  <Space wrap>
                    <span>{maskPhone(user.login)}</span>
                    <Button size="small" onClick={() => setChanging(true)}>
                      更换手机号
                    </Button>
                  </Space>
                ),
              },
              {
                key: 'password',
                label: '登录密码',
                children: (
                  <Space wrap>
                    <span>{user.hasPassword ? '已设置' : '未设置'}</span>
                    <Link to="/forget">{user.hasPassword ? '修改密码' : '设置密码'}</Link>
                  </Space>
                ),
              },
              { key: 'wechat', label: '微信', children: <WechatBinding bound={user.wechatBound} /> },
              { key: 'type', label: '当前身份', children: user.typeName },
              { key: 'address', label: '地址', children: addressText(user.userAccount) },
              { key: 'created', label: '注册时间', children: dayjs(user.createdAt).format('YYYY-MM-DD HH:mm') },
            ]}
          />
        </Card>
      </div>
      <ChangePhoneDialog open={changing} current={user.login} onClose={() => setChanging(false)} />
    </div>
  );
}
