import type { ColumnsType } from 'antd/es/table';
import { Collapse, Input, Table, Tabs, Tag, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { OPENAPI_URL, useOpenApi, type JsonSchema, type OpenApiDoc, type Operation } from '../api';
import { EmptyState, PageError, PageLoading } from '../../../components/states';
import styles from './apiDocument.module.css';

const SwaggerConsole = lazy(() => import('./SwaggerConsole'));

interface Field {
  key: string;
  name: string;
  required: boolean;
  type: string;
  rule: string;
}

function typeOf(schema: JsonSchema): string {
  if (schema.enum) return schema.enum.map(String).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if (schema.type === 'array') return `${schema.items ? typeOf(schema.items) : 'any'}[]`;
  return schema.type ?? 'any';
}

function ruleOf(schema: JsonSchema): string {
  const parts: string[] = [];
  if (schema.description) parts.push(schema.description);
  if (schema.pattern) parts.push(`格式 ${schema.pattern}`);
  if (schema.maxLength !== undefined) parts.push(`最长 ${schema.maxLength}`);
  if (schema.default !== undefined) parts.push(`默认 ${JSON.stringify(schema.default)}`);
  return parts.join('；');
}

function fieldsOf(op: Operation): Field[] {
  const fields: Field[] = (op.parameters ?? []).map((p) => ({
    key: `q-${p.name}`,
    name: p.name,
    required: p.required,
    type: typeOf(p.schema),
    rule: ruleOf(p.schema),
  }));
  const body = op.requestBody ? Object.values(op.requestBody.content)[0]?.schema : undefined;
  for (const [name, schema] of Object.entries(body?.properties ?? {})) {
    fields.push({
      key: `b-${name}`,
      name,
      required: body?.required?.includes(name) ?? false,
      type: typeOf(schema),
      rule: ruleOf(schema),
    });
  }
  return fields;
}

const columns: ColumnsType<Field> = [
  { title: '参数', dataIndex: 'name', width: 160, render: (v: string) => <code>{v}</code> },
  { title: '必填', dataIndex: 'required', width: 70, render: (v: boolean) => (v ? '是' : '否') },
  { title: '类型', dataIndex: 'type', width: 160 },
  { title: '说明', dataIndex: 'rule' },
];

interface Entry {
  path: string;
  method: string;
  op: Operation;
}

function group(doc: OpenApiDoc, filter: string): Map<string, Entry[]> {
  const out = new Map<string, Entry[]>();
  const needle = filter.trim().toLowerCase();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (needle && !`${path} ${op.summary ?? ''}`.toLowerCase().includes(needle)) continue;
      const tag = op.tags?.[0] ?? '其他';
      out.set(tag, [...(out.get(tag) ?? []), { path, method, op }]);
    }
  }
  return out;
}

export default function ApiDocumentPage() {
  const doc = useOpenApi();
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => (doc.data ? group(doc.data, filter) : new Map<string, Entry[]>()), [doc.data, filter]);
  if (doc.isPending) return <PageLoading />;
  if (doc.isError) return <PageError error={doc.error} onRetry={() => void doc.refetch()} />;
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <Typography.Title level={2}>{doc.data.info.title} 接口文档</Typography.Title>
        <Typography.Paragraph type="secondary">
          版本 {doc.data.info.version}。{doc.data.info.description} 需要登录的接口在请求头 <code>token</code> 中携带登录凭证。
          机器可读版本：<a href={OPENAPI_URL}>{OPENAPI_URL}</a>
        </Typography.Paragraph>
        <Typography.Paragraph>
          开放接口（路径以 <code>/api/open/</code> 开头）用 API 密钥签名调用：请求头 <code>x-open-key</code>、
          <code>x-open-timestamp</code>（Unix 秒）、<code>x-open-nonce</code>（每次不同）与 <code>x-open-signature</code> =
          HMAC-SHA256(secret, 方法、含查询串的路径、时间戳、随机串、请求体 SHA-256，以换行分隔) 的十六进制。密钥在{' '}
          <Link to="/api">开发者中心</Link> 创建；
          <code>/api/home/signature</code> 给出服务器时间与应签名的字符串。
        </Typography.Paragraph>
        <Tabs
          items={[
            { key: 'list', label: '接口列表', children: list() },
            {
              key: 'console',
              label: '在线调试',
              children: (
                <Suspense fallback={<PageLoading tip="正在载入调试台…" />}>
                  <SwaggerConsole />
                </Suspense>
              ),
            },
          ]}
        />
      </div>
    </div>
  );

  function list() {
    return (
      <>
        <Input.Search
          placeholder="按路径或说明搜索接口"
          allowClear
          onChange={(e) => setFilter(e.target.value)}
          style={{ maxWidth: 360, marginBottom: 16 }}
        />
        {groups.size === 0 ? (
          <EmptyState description="没有匹配的接口" />
        ) : (
          [...groups.entries()].map(([tag, entries]) => (
            <section key={tag} className={styles.group}>
              <h2>{tag}</h2>
              <Collapse
                items={entries.map(({ path, method, op }) => ({
                  key: `${method} ${path}`,
                  label: (
                    <span className={styles.opLabel}>
                      <Tag color={method === 'get' ? 'green' : 'blue'}>{method.toUpperCase()}</Tag>
                      <code>{path}</code>
                      <span className={styles.summary}>{op.summary}</span>
                      {op.security && op.security.length > 0 ? <Tag>需登录</Tag> : null}
                    </span>
                  ),
                  children: (
                    <>
                      {op.requestBody ? (
                        <p className={styles.muted}>提交格式：{Object.keys(op.requestBody.content).join('，')}</p>
                      ) : null}
                      <Table<Field>
                        size="small"
                        rowKey="key"
                        pagination={false}
                        columns={columns}
                        dataSource={fieldsOf(op)}
                        locale={{ emptyText: '无参数' }}
                      />
                    </>
                  ),
                }))}
              />
            </section>
          ))
        )}
      </>
    );
  }
}
