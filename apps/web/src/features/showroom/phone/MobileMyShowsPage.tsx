/**
 * Phone /show: my showrooms with publish and take offline, the phone editor (MobileShowEditor.tsx), and with
 * ?tab=compilations my compilations (MobileMyCompilations.tsx).
 */
import { Button, DotLoading, ErrorBlock, Tabs, Toast } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { session, useSession } from '../../../stores/session';
import { MobileGatedAction } from '../../membership';
import { showApi, useMyShows, useShow, useShowMutation } from '../api';
import { showIdFrom } from '../logic';
import { ShowCover } from '../ShowCover';
import styles from '../showroom.module.css';
import { MobileMyCompilations } from './MobileMyCompilations';
import { MobileShowEditor } from './MobileShowEditor';

function MobileShowList() {
  const shows = useMyShows({ pageNum: 1, pageSize: 50 }, true);
  const navigate = useNavigate();
  const act = useShowMutation(({ id, action }: { id: number; action: 'publish' | 'unpublish' }) =>
    action === 'publish' ? showApi.publish(id) : showApi.unpublish(id),
  );
  if (shows.isPending) return <DotLoading color="primary" />;
  if (shows.isError) return <ErrorBlock status="default" title="加载失败" description={errorText(shows.error)} />;
  return (
    <div className={styles.mPage}>
      <Button block color="primary" onClick={() => void navigate('/show?new=1')} style={{ marginBottom: 12 }}>
        新建展厅
      </Button>
      {shows.data.list.length === 0 ? (
        <ErrorBlock status="empty" title="你还没有展厅" description="选一个模板，把模型摆进去，就能分享给客户逛" />
      ) : (
        shows.data.list.map((s) => (
          <div key={s.id} className={styles.mCard}>
            <ShowCover show={s} />
            <div className={styles.mCardBody}>
              <strong>{s.title}</strong>
              <div className={styles.muted}>
                {s.statusName} · {s.modelCount} 件展品 · {s.visitCount} 次访问
              </div>
              <Button size="small" onClick={() => void navigate(`/show?id=${s.id}`)}>
                编辑
              </Button>{' '}
              {s.actions
                .filter((a): a is 'publish' | 'unpublish' => a !== 'edit')
                .map((a) => {
                  const button = (
                    <Button
                      key={a}
                      size="small"
                      onClick={() => act.mutate({ id: s.id, action: a }, { onError: (e) => Toast.show(errorText(e)) })}
                    >
                      {a === 'publish' ? '发布' : '下线'}
                    </Button>
                  );
                  return a === 'publish' ? (
                    <MobileGatedAction key={a} feature="show" label="发布">
                      {button}
                    </MobileGatedAction>
                  ) : (
                    button
                  );
                })}
            </div>
          </div>
        ))
      )}
    </div>
  );
}

function MobileEditExisting({ id }: { id: number }) {
  const show = useShow(id);
  if (show.isPending) return <DotLoading color="primary" />;
  if (show.isError) return <ErrorBlock status="default" title="加载失败" description={errorText(show.error)} />;
  return <MobileShowEditor key={show.data.id} show={show.data} />;
}

export default function MobileMyShowsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const id = showIdFrom(params);
  if (!token)
    return (
      <ErrorBlock status="empty" title="登录后创建你的展厅" description="">
        <Button color="primary" onClick={() => session.openLogin('password', '/show')}>
          登录
        </Button>
      </ErrorBlock>
    );
  if (id !== null) return <MobileEditExisting id={id} />;
  if (params.has('new')) return <MobileShowEditor />;
  const tab = params.get('tab') === 'compilations' ? 'compilations' : 'shows';
  return (
    <>
      <Tabs activeKey={tab} onChange={(k) => void navigate(k === 'shows' ? '/show' : '/show?tab=compilations')}>
        <Tabs.Tab title="我的展厅" key="shows" />
        <Tabs.Tab title="我的合辑" key="compilations" />
      </Tabs>
      {tab === 'shows' ? <MobileShowList /> : <MobileMyCompilations />}
    </>
  );
}
