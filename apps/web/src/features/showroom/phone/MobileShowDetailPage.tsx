/** Phone /showDetail, /showDetailTwo and /exhibitionLink: the show, its password gate, visits and share. */
import { Button, DotLoading, ErrorBlock, Form, Input, Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { BrandMark } from '../../../components/BrandMark';
import { errorText } from '../../../lib/errorText';
import { qrCodeUrl } from '../api';
import { showLink, useShowDetail, useStartFromCase } from '../logic';
import { ViewerFrame } from '../ViewerFrame';
import styles from '../showroom.module.css';

export default function MobileShowDetailPage() {
  const { id, show, scene, locked, tryUnlock, visitCount } = useShowDetail();
  const [sharing, setSharing] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const fromCase = useStartFromCase((e) => Toast.show(errorText(e)));
  if (id === null) return <ErrorBlock status="default" title="链接缺少展厅编号" description="" />;
  if (show.isPending) return <DotLoading color="primary" />;
  if (show.isError) return <ErrorBlock status="default" title="打不开这个展厅" description={errorText(show.error)} />;
  const s = show.data;
  return (
    <div className={styles.mPage}>
      <h1 style={{ fontSize: 20, margin: '4px 0' }}>{s.title}</h1>
      <div className={styles.muted} style={{ marginBottom: 8 }}>
        {s.kindName} · {s.owner.nickname} · {visitCount} 次访问
      </div>
      {s.brand ? (
        <div style={{ marginBottom: 8 }}>
          <BrandMark brand={s.brand} />
        </div>
      ) : null}
      {locked ? (
        <Form
          layout="vertical"
          footer={
            <Button
              block
              color="primary"
              loading={busy}
              onClick={async () => {
                if (!password) {
                  Toast.show('请输入访问密码');
                  return;
                }
                setBusy(true);
                try {
                  await tryUnlock(password);
                } catch (e) {
                  Toast.show(errorText(e));
                } finally {
                  setBusy(false);
                }
              }}
            >
              进入展厅
            </Button>
          }
        >
          <Form.Header>该展厅需要访问密码</Form.Header>
          <Form.Item label="访问密码">
            <Input type="password" value={password} onChange={setPassword} placeholder="请输入访问密码" aria-label="访问密码" />
          </Form.Item>
        </Form>
      ) : scene.isPending ? (
        <DotLoading color="primary" />
      ) : scene.isError ? (
        <ErrorBlock status="default" title="展厅载入失败" description={errorText(scene.error)} />
      ) : (
        <ViewerFrame scene={scene.data} />
      )}
      {s.description && <p>{s.description}</p>}
      {s.isCase && (
        <Button
          block
          color="primary"
          loading={fromCase.pending === s.id}
          onClick={() => fromCase.start(s.id)}
          style={{ marginTop: 12 }}
        >
          用这个模板新建展厅
        </Button>
      )}
      {s.status === 'published' && (
        <Button block onClick={() => setSharing(true)} style={{ marginTop: 12 }}>
          分享展厅
        </Button>
      )}
      <Popup visible={sharing} onMaskClick={() => setSharing(false)} bodyStyle={{ padding: 16, textAlign: 'center' }}>
        <img src={qrCodeUrl(s.id)} width={180} height={180} alt={`${s.title}的二维码`} />
        <p>长按识别或截图分享</p>
        <p style={{ wordBreak: 'break-all' }}>{showLink(s.id)}</p>
      </Popup>
    </div>
  );
}
