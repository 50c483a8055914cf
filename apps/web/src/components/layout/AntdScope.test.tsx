import { render, screen } from '@testing-library/react';
import { Pagination, Table } from 'antd';
import { describe, expect, it } from 'vitest';
import AntdScope from './AntdScope';

describe('AntdScope', () => {
  it('names the page-size select of a table and of a pagination for what it chooses', () => {
    render(
      <AntdScope>
        <Table
          rowKey="a"
          columns={[{ title: '订单号', dataIndex: 'a' }]}
          dataSource={[{ a: '1' }]}
          pagination={{ current: 1, pageSize: 20, total: 300 }}
        />
        <Pagination total={300} showSizeChanger showQuickJumper />
      </AntdScope>,
    );
    expect(screen.getAllByRole('combobox', { name: '每页条数' })).toHaveLength(2);
  });
});
