import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { useSession, type SessionState } from '../../stores/session';
import { OperatorPhonePage, QueueCard, QueueList, usePrompt, type ListQuery, type Prompt } from './OperatorQueue';
import './react19';

const signedIn = (type: number) =>
  useSession.setState({ token: 't', user: { type } as SessionState['user'] } as Partial<SessionState>);

const page = (children = <p>队列</p>) => (
  <MemoryRouter>
    <OperatorPhonePage what="提现审核">{children}</OperatorPhonePage>
  </MemoryRouter>
);

const query = (over: Partial<ListQuery<{ id: number; title: string }>>): ListQuery<{ id: number; title: string }> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: () => undefined,
  ...over,
});

afterEach(() => useSession.setState({ token: null, user: null } as Partial<SessionState>));

describe('the operators’ phone pages', () => {
  it('are for operators only', () => {
    const view = render(page());
    expect(screen.getByText('请先登录')).toBeTruthy();
    act(() => signedIn(2));
    view.rerender(page());
    expect(screen.getByText('没有访问权限')).toBeTruthy();
    expect(screen.queryByText('队列')).toBeNull();
    act(() => signedIn(5));
    view.rerender(page());
    expect(screen.getByText('队列')).toBeTruthy();
  });

  it('show a queue’s loading, error, empty and paged states', () => {
    const retry = vi.fn();
    const list = (q: ListQuery<{ id: number; title: string }>, onPage?: (p: number) => void) => (
      <QueueList
        query={q}
        keyOf={(i) => i.id}
        empty="没有待审核的提现"
        render={(i) => <p>{i.title}</p>}
        pageNum={1}
        onPage={onPage}
      />
    );
    const view = render(list(query({ isPending: true })));
    expect(screen.getByText('正在加载')).toBeTruthy();
    view.rerender(list(query({ isError: true, error: new Error('网络不通'), refetch: retry })));
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(retry).toHaveBeenCalled();
    view.rerender(list(query({ data: { list: [], total: 0 } })));
    expect(screen.getByText('没有待审核的提现')).toBeTruthy();
    const onPage = vi.fn();
    view.rerender(list(query({ data: { list: [{ id: 1, title: '第一条' }], total: 45 } }), onPage));
    expect(screen.getByText('第一条')).toBeTruthy();
    expect(screen.getByText('第 1 / 3 页')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('put a card’s fourth action and beyond into an action sheet, and leave empty facts out', () => {
    const clicked = vi.fn();
    render(
      <QueueCard
        label="订单 A1"
        lines={[
          ['金额', '¥6.00'],
          ['原因', null],
        ]}
        actions={['编辑', '发布', '下线', '删除'].map((text) => ({ key: text, text, onClick: () => clicked(text) }))}
      />,
    );
    const card = screen.getByRole('article', { name: '订单 A1' });
    expect(card.textContent).toContain('¥6.00');
    expect(card.textContent).not.toContain('原因');
    expect(screen.queryByRole('button', { name: '下线' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '更多' }));
    fireEvent.click(screen.getByText('删除'));
    expect(clicked).toHaveBeenCalledWith('删除');
  });

  it('ask a reason of at least the given length before sending it', async () => {
    const submit = vi.fn(async () => undefined);
    let ask: (p: Prompt) => void = () => undefined;
    function Host() {
      const [element, open] = usePrompt();
      ask = open;
      return <>{element}</>;
    }
    render(<Host />);
    act(() => ask({ title: '驳回提现', label: '驳回原因', okText: '确认驳回', minLength: 2, submit, done: '已驳回' }));
    const ok = await screen.findByRole('button', { name: '确认驳回' });
    fireEvent.change(screen.getByLabelText('驳回原因'), { target: { value: '短' } });
    expect(ok.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('驳回原因'), { target: { value: ' 账户姓名不符 ' } });
    expect(ok.hasAttribute('disabled')).toBe(false);
    await act(async () => {
      fireEvent.click(ok);
      await Promise.resolve();
    });
    expect(submit).toHaveBeenCalledWith('账户姓名不符');
  });
});
