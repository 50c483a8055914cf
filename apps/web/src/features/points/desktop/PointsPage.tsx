/** /myIntegral/list: my points, today's sign-in and tasks, and the points history (desktop). */
import type { ScoreItem } from '@moxing/shared';
import { App, Button, Card, Col, List, Pagination, Progress, Row, Statistic, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { EmptyState, PageError, PageLoading, errorText } from '../../../components/states';
import { useSession } from '../../../stores/session';
import { TASK_LINKS, cycleDays, progressText, signedPoints, taskButton, usePointsPage } from '../logic';
import { LoginFirst } from './LoginFirst';
import styles from './points.module.css';

export default function PointsPage() {
  const token = useSession((s) => s.token);
  const page = usePointsPage();
  const { message } = App.useApp();
  if (!token) return <LoginFirst title="我的积分" />;
  const { panel, tasks, history, add } = page;
  const run = (code: Parameters<typeof add.mutate>[0]) =>
    add.mutate(code, {
      onSuccess: (r) =>
        void message.success(`${r.code === 'signIn' ? `签到成功，连续 ${r.streak} 天` : '奖励已领取'}，积分 +${r.points}`),
      onError: (e) => void message.error(errorText(e)),
    });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>我的积分</h1>
      {panel.isPending ? (
        <PageLoading />
      ) : panel.isError ? (
        <PageError error={panel.error} onRetry={() => void panel.refetch()} />
      ) : (
        <Card className={styles.panel}>
          <Row gutter={24} align="middle">
            <Col span={6}>
              <Statistic title="积分余额" value={panel.data.integral} />
            </Col>
            <Col span={6}>
              <Statistic title="连续签到" value={panel.data.streak} suffix="天" />
            </Col>
            <Col span={6}>
              <Statistic title="今日获得" value={panel.data.todayPoints} />
            </Col>
            <Col span={6}>
              {panel.data.signFlag ? (
                <Button size="large" disabled>
                  今日已签到
                </Button>
              ) : (
                <Button size="large" type="primary" loading={add.isPending} onClick={() => run('signIn')}>
                  签到领 {panel.data.nextSignInPoints} 积分
                </Button>
              )}
              <div className={styles.hint}>
                <Link to="/integralMall">去积分商城兑换</Link>
              </div>
            </Col>
          </Row>
          <ol className={styles.week} aria-label="连续签到奖励">
            {panel.data.signInPoints.map((p, i) => (
              <li key={i} className={i < cycleDays(panel.data.streak) ? styles.done : ''}>
                <span>第 {i + 1} 天</span>
                <strong>+{p}</strong>
              </li>
            ))}
          </ol>
        </Card>
      )}
      <Card title={<h2 className={styles.cardTitle}>今日任务</h2>} className={styles.section}>
        {tasks.isPending ? (
          <PageLoading />
        ) : tasks.isError ? (
          <PageError error={tasks.error} onRetry={() => void tasks.refetch()} />
        ) : tasks.data.list.length === 0 ? (
          <EmptyState description="今天没有任务" />
        ) : (
          <List
            dataSource={tasks.data.list}
            renderItem={(task) => {
              const button = taskButton(task);
              const link = TASK_LINKS[task.code];
              return (
                <List.Item
                  actions={[
                    button.action ? (
                      <Button key="go" type="primary" loading={add.isPending} onClick={() => run(button.action!)}>
                        {button.label}
                      </Button>
                    ) : task.claimed || !link ? (
                      <Button key="go" disabled>
                        {button.label}
                      </Button>
                    ) : (
                      <Link key="go" to={link}>
                        <Button>{button.label}</Button>
                      </Link>
                    ),
                  ]}
                >
                  <div className={styles.task}>
                    <h3 className={styles.taskTitle}>
                      {task.title} <Tag color="gold">+{task.reward} 积分</Tag>
                    </h3>
                    <p className={styles.taskDescription}>{task.description}</p>
                  </div>
                  <Progress
                    className={styles.progress}
                    percent={Math.round((task.progress / task.target) * 100)}
                    format={() => progressText(task)}
                    aria-label={`${task.title}进度`}
                    size="small"
                  />
                </List.Item>
              );
            }}
          />
        )}
      </Card>
      <Card title={<h2 className={styles.cardTitle}>积分明细</h2>} className={styles.section}>
        {history.isPending ? (
          <PageLoading />
        ) : history.isError ? (
          <PageError error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data.total === 0 ? (
          <EmptyState description="还没有积分记录，签到或完成任务即可获得积分" />
        ) : (
          <>
            <Table<ScoreItem>
              rowKey="id"
              pagination={false}
              dataSource={history.data.list}
              columns={[
                { title: '时间', render: (_, r) => new Date(r.createdAt).toLocaleString('zh-CN') },
                { title: '类型', dataIndex: 'kindName' },
                { title: '说明', dataIndex: 'memo' },
                {
                  title: '积分',
                  align: 'right',
                  render: (_, r) => <span className={r.amount > 0 ? styles.plus : styles.minus}>{signedPoints(r.amount)}</span>,
                },
                { title: '余额', dataIndex: 'balanceAfter', align: 'right' },
              ]}
            />
            <Pagination
              style={{ marginTop: 16 }}
              current={page.pageNum}
              total={history.data.total}
              pageSize={20}
              onChange={page.setPageNum}
              hideOnSinglePage
            />
          </>
        )}
      </Card>
    </div>
  );
}
