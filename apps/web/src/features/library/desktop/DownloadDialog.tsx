/**
 * Downloads: the original file and converted formats. model/downloadCheck answers the links, or code 100
 * (quietly) when a paid model has not been bought yet.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, List, Modal } from 'antd';
import { PageLoading, errorText } from '../../../components/states';
import type { ModelDetail } from '@moxing/shared';
import { Link } from 'react-router';
import { quotePath } from '../../demand';
import { buyPath, formatBytes, purchaseText } from '../detailLogic';
import { useDownloadCheck } from '../modelPage';

export function DownloadDialog({
  open,
  onClose,
  detail,
  unlock,
}: {
  open: boolean;
  onClose: () => void;
  detail: ModelDetail;
  unlock: string | null;
}) {
  const { check, notBought } = useDownloadCheck(detail.modelCode, unlock, open, 60_000);
  const text = purchaseText(detail);
  const buy = buyPath(detail);
  return (
    <Modal open={open} onCancel={onClose} title="下载模型" footer={null} width={520} destroyOnHidden>
      {check.isPending ? (
        <PageLoading tip="正在检查下载权限…" />
      ) : notBought ? (
        <>
          <Alert type="info" showIcon title={text.title} description={text.description} />
          <div style={{ display: 'flex', gap: 12, marginTop: 16 }}>
            {buy ? (
              <Link to={buy}>
                <Button type="primary">立即购买</Button>
              </Link>
            ) : (
              <Link to={quotePath(detail.authorInfo, detail)}>
                <Button type="primary">向作者询价</Button>
              </Link>
            )}
            <Link to="/contactUs">
              <Button>联系客服</Button>
            </Link>
          </div>
        </>
      ) : check.isError ? (
        <Alert type="error" showIcon title="暂时无法下载" description={errorText(check.error)} />
      ) : (
        <List
          dataSource={check.data?.formats ?? []}
          locale={{ emptyText: '该模型暂无可下载的文件' }}
          renderItem={(f) => (
            <List.Item
              actions={[
                <Button key="dl" type="primary" icon={<DownloadOutlined />} href={f.url} download>
                  下载
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={f.label}
                description={
                  f.size ? formatBytes(f.size) : f.format === 'original' ? '上传的原始文件' : '首次下载时转换，稍候片刻'
                }
              />
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
