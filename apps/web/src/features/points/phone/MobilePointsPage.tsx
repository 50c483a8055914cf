/** /myIntegral/list on a phone: my points, sign-in, today's tasks and the history. */
import { Button, DotLoading, ErrorBlock, List, ProgressBar, Tag, Toast } from 'antd-mobile';
import { Link } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { useSession } from '../../../stores/session';
import { TASK_LINKS, cycleDays, progressText, signedPoints, taskButton, usePointsPage } from '../logic';
import { MobileLoginFirst } from './MobileLoginFirst';
import styles from './mobilePoints.module.css';

export default function MobilePointsPage() {
  const token = useSession((s) => s.token);
  const page = usePointsPage();
  if (!token) return <MobileLoginFirst title="我的积分" />;
  const { panel, tasks, history, add } = page;
  const run = (code: Parameters<typeof add.mutate>[0]) =>
    add.mutate(code, {
      onSuccess: (r) =>
        void Toast.show({ icon: 'success', content: `${r.code === 'signIn' ? '签到成功' : '奖励已领取'}，积分 +${r.points}` }),
      onError: (e) => void Toast.show({ icon: 'fail', content: errorText(e) }),
    });
  return (
    <div className={styles.page}>
      {panel.isPending ? (
        <DotLoading color="primary" />
      ) : panel.isError ? (
        <ErrorBlock status="default" title="加载失败" description={errorText(panel.error)} />
      ) : (
        <section className={styles.hero}>
          <div className={styles.big}>{panel.data.integral}</div>
          <div>
            我的积分 · 连续签到 {panel.data.streak} 天 · 今日 +{panel.data.todayPoints}
          </div>
          <ol className={styles.week} aria-label="连续签到奖励">
            {panel.data.signInPoints.map((p, i) => (
              <li key={i} className={i < cycleDays(panel.data.streak) ? styles.done : ''}>
                +{p}
              </li>
            ))}
          </ol>
          <Button block color="primary" disabled={panel.data.signFlag} loading={add.isPending} onClick={() => run('signIn')}>
            {panel.data.signFlag ? '今日已签到' : `签到领 ${panel.data.nextSignInPoints} 积分`}
          </Button>
          <Link to="/integralMall" className={styles.link}>
            去积分商城兑换 ›
          </Link>
        </section>
      )}
      <List header="今日任务">
        {tasks.isPending ? (
          <List.Item>
            <DotLoading color="primary" />
          </List.Item>
        ) : tasks.isError ? (
          <List.Item>{errorText(tasks.error)}</List.Item>
        ) : (
          tasks.data.list.map((task) => {
            const button = taskButton(task);
            const link = TASK_LINKS[task.code];
            return (
              <List.Item
                key={task.code}
                description={
                  <>
                    {task.description}
                    <ProgressBar percent={(task.progress / task.target) * 100} text={progressText(task)} />
                  </>
                }
                extra={
                  button.action ? (
                    <Button size="small" color="primary" onClick={() => run(button.action!)}>
                      {button.label}
                    </Button>
                  ) : task.claimed || !link ? (
                    <Button size="small" disabled>
                      {button.label}
                    </Button>
                  ) : (
                    <Link to={link}>
                      <Button size="small">{button.label}</Button>
                    </Link>
                  )
                }
              >
                {task.title} <Tag color="warning">+{task.reward}</Tag>
              </List.Item>
            );
          })
        )}
      </List>
      <List header="积分明细">
        {history.isPending ? (
          <List.Item>
            <DotLoading color="primary" />
          </List.Item>
        ) : history.isError ? (
          <List.Item>{errorText(history.error)}</List.Item>
        ) : history.data.total === 0 ? (
          <List.Item>还没有积分记录，签到或完成任务即可获得积分</List.Item>
        ) : (
          history.data.list.map((r) => (
            <List.Item
              key={r.id}
              description={new Date(r.createdAt).toLocaleString('zh-CN')}
              extra={<span className={r.amount > 0 ? styles.plus : styles.minus}>{signedPoints(r.amount)}</span>}
            >
              {r.kindName} · {r.memo}
            </List.Item>
          ))
        )}
      </List>
    </div>
  );
}
