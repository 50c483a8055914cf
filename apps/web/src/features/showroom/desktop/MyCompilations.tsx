/** The "my compilations" tab of /show: the list, and the editor (?compilation=<id> or ?newCompilation=1). */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { CompilationView } from '@moxing/shared';
import { App, Button, Card, Form, Input, Popconfirm, Segmented, Space, Switch, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { uploadMultipart } from '../../../api/uploads';
import { EmptyState, PageError, PageLoading, errorText } from '../../../components/states';
import { useCompilation, useMyCompilations } from '../api';
import { useCompilationEditor } from '../useCompilationEditor';
import styles from '../showroom.module.css';

function CompilationEditor({ compilation }: { compilation?: CompilationView }) {
  const ed = useCompilationEditor(compilation);
  const { message } = App.useApp();
  const { draft, set } = ed;
  const [uploading, setUploading] = useState(false);
  const save = () =>
    ed.save().then(
      () => void message.success('合辑已保存'),
      (e: unknown) => void message.error(errorText(e)),
    );
  const cover = async (file: File) => {
    setUploading(true);
    try {
      set({ coverFileId: (await uploadMultipart(file)).fileId });
      message.success('封面已上传，保存后生效');
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setUploading(false);
    }
    return false;
  };
  return (
    <div className={styles.compEditor}>
      <div>
        <Form layout="vertical">
          <Form.Item label="合辑名称" htmlFor="compilation-title" required>
            <Input id="compilation-title" value={draft.title} maxLength={40} onChange={(e) => set({ title: e.target.value })} />
          </Form.Item>
          <Form.Item label="简介" htmlFor="compilation-description">
            <Input.TextArea
              id="compilation-description"
              value={draft.description}
              maxLength={500}
              rows={3}
              onChange={(e) => set({ description: e.target.value })}
            />
          </Form.Item>
          <Space wrap style={{ marginBottom: 16 }}>
            <Switch checked={draft.isPublic} onChange={(isPublic) => set({ isPublic })} aria-label="公开合辑" />
            {draft.isPublic ? '公开：出现在合辑列表' : '私密：只有自己能看'}
            <Upload accept="image/png,image/jpeg,image/webp" showUploadList={false} beforeUpload={(f) => cover(f)}>
              <Button size="small" loading={uploading}>
                {draft.coverFileId ? '更换封面' : '上传封面（可选）'}
              </Button>
            </Upload>
          </Space>
        </Form>
        <Typography.Title level={5}>内容（{draft.entries.length}）</Typography.Title>
        {draft.entries.length === 0 ? (
          <EmptyState description="从右侧搜索模型或展厅，加入合辑" />
        ) : (
          draft.entries.map((e, i) => (
            <div key={`${e.kind}:${e.ref}`} className={styles.entry}>
              {e.cover ? <img src={e.cover} alt="" /> : <span className={styles.entryNoCover} />}
              <span className={styles.entryBody}>
                <Tag>{e.kind === 'show' ? '展厅' : '模型'}</Tag>
                {e.title}
                <br />
                <span className={styles.muted}>{e.note}</span>
              </span>
              <Button
                aria-label={`上移“${e.title}”`}
                icon={<ArrowUpOutlined />}
                disabled={i === 0}
                onClick={() => ed.move(i, -1)}
              />
              <Button
                aria-label={`下移“${e.title}”`}
                icon={<ArrowDownOutlined />}
                disabled={i === draft.entries.length - 1}
                onClick={() => ed.move(i, 1)}
              />
              <Button aria-label={`移除“${e.title}”`} danger icon={<DeleteOutlined />} onClick={() => ed.removeAt(i)} />
            </div>
          ))
        )}
        <Space style={{ marginTop: 16 }} wrap>
          <Button type="primary" loading={ed.saving} onClick={() => void save()}>
            保存合辑
          </Button>
          {compilation && (
            <>
              <Link to={`/compilationDetail?id=${compilation.id}`}>查看</Link>
              <Popconfirm
                title="删除这个合辑？"
                okText="删除"
                cancelText="取消"
                onConfirm={() => void ed.remove().catch((e: unknown) => void message.error(errorText(e)))}
              >
                <Button danger>删除</Button>
              </Popconfirm>
            </>
          )}
        </Space>
      </div>
      <Card size="small" title="加入内容">
        <Segmented
          block
          options={[
            { label: '模型', value: 'model' },
            { label: '展厅', value: 'show' },
          ]}
          value={ed.kind}
          onChange={(v) => ed.setKind(v as 'model' | 'show')}
        />
        <Input.Search
          aria-label="搜索模型或展厅"
          placeholder={ed.kind === 'model' ? '搜索公开的模型' : '搜索已发布的展厅'}
          allowClear
          onSearch={(v) => ed.setKeyword(v.trim())}
          style={{ margin: '8px 0' }}
        />
        <div className={styles.picker}>
          {ed.candidates.isPending ? (
            <Typography.Text>正在加载…</Typography.Text>
          ) : ed.candidates.isError ? (
            <Typography.Text type="danger">{errorText(ed.candidates.error)}</Typography.Text>
          ) : ed.candidates.data.length === 0 ? (
            <EmptyState description="没有找到" />
          ) : (
            ed.candidates.data.map((c) => (
              <div key={c.ref} className={styles.entry}>
                {c.cover ? <img src={c.cover} alt="" /> : <span className={styles.entryNoCover} />}
                <span className={styles.entryBody}>
                  {c.title}
                  <br />
                  <span className={styles.muted}>{c.note}</span>
                </span>
                <Button
                  size="small"
                  aria-label={`加入“${c.title}”`}
                  icon={<PlusOutlined />}
                  disabled={ed.has(c)}
                  onClick={() => ed.add(c)}
                />
              </div>
            ))
          )}
        </div>
      </Card>
    </div>
  );
}

function EditExisting({ id }: { id: number }) {
  const c = useCompilation(id);
  if (c.isPending) return <PageLoading />;
  if (c.isError) return <PageError error={c.error} onRetry={() => void c.refetch()} />;
  if (!c.data.isOwner) return <PageError error={new Error('这不是你的合辑')} />;
  return <CompilationEditor key={c.data.id} compilation={c.data} />;
}

function CompilationList() {
  const list = useMyCompilations({ pageNum: 1, pageSize: 50 }, true);
  if (list.isPending) return <PageLoading />;
  if (list.isError) return <PageError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0)
    return (
      <EmptyState description="还没有合辑：把喜欢的模型和展厅整理成一份清单，分享给客户">
        <Link to="/show?tab=compilations&newCompilation=1">新建合辑</Link>
      </EmptyState>
    );
  return (
    <div className={styles.grid}>
      {list.data.list.map((c) => (
        <Card
          key={c.id}
          cover={c.cover ? <img className={styles.cover} src={c.cover} alt="" /> : undefined}
          actions={[
            <Link key="edit" to={`/show?tab=compilations&compilation=${c.id}`}>
              编辑
            </Link>,
            <Link key="view" to={`/compilationDetail?id=${c.id}`}>
              查看
            </Link>,
          ]}
        >
          <Card.Meta
            title={c.title}
            description={
              <Space wrap>
                <Tag>{c.isPublic ? '公开' : '私密'}</Tag>
                {c.featured && <Tag>运营推荐</Tag>}
                <span className={styles.muted}>
                  {c.modelCount} 个模型 · {c.showCount} 个展厅
                </span>
              </Space>
            }
          />
        </Card>
      ))}
    </div>
  );
}

export function MyCompilations() {
  const [params] = useSearchParams();
  const id = Number(params.get('compilation'));
  if (Number.isInteger(id) && id > 0) return <EditExisting id={id} />;
  if (params.has('newCompilation')) return <CompilationEditor />;
  return (
    <>
      <Link to="/show?tab=compilations&newCompilation=1">
        <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }}>
          新建合辑
        </Button>
      </Link>
      <CompilationList />
    </>
  );
}
