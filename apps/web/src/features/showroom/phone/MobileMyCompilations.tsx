/** Phone "my compilations" of /show: the list, and an editor (?compilation=<id> or ?newCompilation=1). */
import type { CompilationView } from '@moxing/shared';
import {
  Button,
  Dialog,
  DotLoading,
  ErrorBlock,
  Input,
  List,
  SearchBar,
  Space,
  Switch,
  Tabs,
  TextArea,
  Toast,
} from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { useCompilation, useMyCompilations } from '../api';
import { useCompilationEditor } from '../useCompilationEditor';
import styles from '../showroom.module.css';

function MobileCompilationEditor({ compilation }: { compilation?: CompilationView }) {
  const ed = useCompilationEditor(compilation);
  const { draft, set } = ed;
  return (
    <div className={styles.mPage}>
      <List header={compilation ? '编辑合辑' : '新建合辑'}>
        <List.Item>
          <Input
            value={draft.title}
            onChange={(title) => set({ title })}
            maxLength={40}
            placeholder="合辑名称"
            aria-label="合辑名称"
          />
        </List.Item>
        <List.Item>
          <TextArea
            value={draft.description}
            onChange={(description) => set({ description })}
            maxLength={500}
            rows={2}
            placeholder="简介（可选）"
            aria-label="简介"
          />
        </List.Item>
        <List.Item
          extra={<Switch checked={draft.isPublic} onChange={(isPublic) => set({ isPublic })} aria-label="公开合辑" />}
          description={draft.isPublic ? '出现在合辑列表' : '只有自己能看'}
        >
          公开
        </List.Item>
      </List>
      <List header={`内容（${draft.entries.length}）`}>
        {draft.entries.map((e, i) => (
          <List.Item
            key={`${e.kind}:${e.ref}`}
            description={`${e.kind === 'show' ? '展厅' : '模型'} · ${e.note}`}
            extra={
              <Space>
                <Button size="mini" disabled={i === 0} onClick={() => ed.move(i, -1)} aria-label={`上移“${e.title}”`}>
                  上移
                </Button>
                <Button size="mini" color="danger" fill="outline" onClick={() => ed.removeAt(i)} aria-label={`移除“${e.title}”`}>
                  移除
                </Button>
              </Space>
            }
          >
            {e.title}
          </List.Item>
        ))}
      </List>
      <Tabs activeKey={ed.kind} onChange={(k) => ed.setKind(k as 'model' | 'show')}>
        <Tabs.Tab title="加模型" key="model" />
        <Tabs.Tab title="加展厅" key="show" />
      </Tabs>
      <SearchBar
        placeholder="搜索"
        onSearch={(v) => ed.setKeyword(v.trim())}
        onClear={() => ed.setKeyword('')}
        aria-label="搜索模型或展厅"
      />
      {ed.candidates.isPending ? (
        <DotLoading color="primary" />
      ) : ed.candidates.isError ? (
        <ErrorBlock status="default" title="加载失败" description={errorText(ed.candidates.error)} />
      ) : (
        <List>
          {ed.candidates.data.map((c) => (
            <List.Item
              key={c.ref}
              description={c.note}
              extra={
                <Button
                  size="mini"
                  color="primary"
                  disabled={ed.has(c)}
                  onClick={() => ed.add(c)}
                  aria-label={`加入“${c.title}”`}
                >
                  {ed.has(c) ? '已加入' : '加入'}
                </Button>
              }
            >
              {c.title}
            </List.Item>
          ))}
        </List>
      )}
      <Space direction="vertical" block style={{ marginTop: 12 }}>
        <Button
          block
          color="primary"
          loading={ed.saving}
          onClick={() =>
            void ed.save().then(
              () => void Toast.show('合辑已保存'),
              (e: unknown) => void Toast.show(errorText(e)),
            )
          }
        >
          保存合辑
        </Button>
        {compilation && (
          <Button
            block
            color="danger"
            fill="outline"
            onClick={() =>
              void Dialog.confirm({ 'aria-label': '删除合辑', content: '删除这个合辑？' }).then((yes) => {
                if (yes) ed.remove().catch((e: unknown) => Toast.show(errorText(e)));
              })
            }
          >
            删除合辑
          </Button>
        )}
      </Space>
    </div>
  );
}

function MobileEditExisting({ id }: { id: number }) {
  const c = useCompilation(id);
  if (c.isPending) return <DotLoading color="primary" />;
  if (c.isError) return <ErrorBlock status="default" title="加载失败" description={errorText(c.error)} />;
  return <MobileCompilationEditor key={c.data.id} compilation={c.data} />;
}

export function MobileMyCompilations() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const list = useMyCompilations({ pageNum: 1, pageSize: 50 }, true);
  const id = Number(params.get('compilation'));
  if (Number.isInteger(id) && id > 0) return <MobileEditExisting id={id} />;
  if (params.has('newCompilation')) return <MobileCompilationEditor />;
  if (list.isPending) return <DotLoading color="primary" />;
  if (list.isError) return <ErrorBlock status="default" title="加载失败" description={errorText(list.error)} />;
  return (
    <div className={styles.mPage}>
      <Button
        block
        color="primary"
        onClick={() => void navigate('/show?tab=compilations&newCompilation=1')}
        style={{ marginBottom: 12 }}
      >
        新建合辑
      </Button>
      {list.data.list.length === 0 ? (
        <ErrorBlock status="empty" title="还没有合辑" description="把喜欢的模型和展厅整理成一份清单，分享给客户" />
      ) : (
        <List>
          {list.data.list.map((c) => (
            <List.Item
              key={c.id}
              description={`${c.isPublic ? '公开' : '私密'} · ${c.modelCount} 个模型 · ${c.showCount} 个展厅`}
              onClick={() => void navigate(`/show?tab=compilations&compilation=${c.id}`)}
              arrowIcon
            >
              {c.title}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
