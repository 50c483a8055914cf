/**
 * Phone /show: my showrooms with publish and take offline, and a compact editor: tap a slot on the plan, then a
 * model to place it there (the full editor with drag, entrance and music is on the desktop page).
 */
import { SHOW_TEMPLATES, findShowTemplate, type ShowView } from '@moxing/shared';
import { Button, DotLoading, ErrorBlock, Input, List, Selector, Tabs, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { session, useSession } from '../../../stores/session';
import { showApi, useMyShows, usePickable, useShow, useShowModels, useShowMutation, type ModelSource } from '../api';
import { showIdFrom, useShowEditor } from '../logic';
import { ShowCover } from '../ShowCover';
import { TemplatePlan } from '../TemplatePlan';
import styles from '../showroom.module.css';

function MobileEditor({ show }: { show?: ShowView }) {
  const ed = useShowEditor(show);
  const navigate = useNavigate();
  const [source, setSource] = useState<ModelSource>('own');
  const models = usePickable({ source, pageNum: 1, pageSize: 30 }, true);
  const placed = useShowModels(show?.id);
  const titles = { ...Object.fromEntries((placed.data?.list ?? []).map((m) => [m.modelCode, m])), ...ed.titles };
  const template = findShowTemplate(ed.state.template) ?? SHOW_TEMPLATES[0]!;
  const save = async () => {
    try {
      const id = await ed.save();
      Toast.show('已保存');
      if (!show) void navigate(`/show?id=${id}`, { replace: true });
    } catch (e) {
      Toast.show(errorText(e));
    }
  };
  return (
    <div className={styles.mPage}>
      <List header="展厅">
        <List.Item>
          <Input
            placeholder="展厅名称"
            value={ed.state.title}
            maxLength={40}
            onChange={(v) => ed.set({ title: v })}
            aria-label="展厅名称"
          />
        </List.Item>
      </List>
      <Selector
        columns={2}
        options={SHOW_TEMPLATES.map((t) => ({ label: t.name, value: t.code }))}
        value={[ed.state.template]}
        onChange={(v) => v[0] && ed.changeTemplate(v[0])}
      />
      <p className={styles.muted}>点选展位，再点下方的模型放上去</p>
      <TemplatePlan
        template={template}
        width={360}
        placements={ed.state.placements}
        titles={titles}
        selected={ed.selected}
        onSlot={ed.setSelected}
      />
      <Tabs activeKey={source} onChange={(k) => setSource(k as ModelSource)}>
        <Tabs.Tab title="我的模型" key="own" />
        <Tabs.Tab title="已购买" key="bought" />
        <Tabs.Tab title="免费模型" key="free" />
      </Tabs>
      {models.isPending ? (
        <DotLoading color="primary" />
      ) : models.isError ? (
        <ErrorBlock status="default" title="加载失败" description={errorText(models.error)} />
      ) : models.data.list.length === 0 ? (
        <ErrorBlock status="empty" title="没有可放入的模型" description="" />
      ) : (
        <List>
          {models.data.list.map((m) => (
            <List.Item
              key={m.modelCode}
              onClick={() => (ed.selected === null ? Toast.show('请先点选一个展位') : ed.place(ed.selected, m))}
              description={m.priceText}
            >
              {m.title}
            </List.Item>
          ))}
        </List>
      )}
      <Button block color="primary" style={{ marginTop: 12 }} onClick={() => void save()}>
        保存
      </Button>
    </div>
  );
}

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
                .map((a) => (
                  <Button
                    key={a}
                    size="small"
                    onClick={() => act.mutate({ id: s.id, action: a }, { onError: (e) => Toast.show(errorText(e)) })}
                  >
                    {a === 'publish' ? '发布' : '下线'}
                  </Button>
                ))}
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
  return <MobileEditor key={show.data.id} show={show.data} />;
}

export default function MobileMyShowsPage() {
  const [params] = useSearchParams();
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
  if (params.has('new')) return <MobileEditor />;
  return <MobileShowList />;
}
