/**
 * Downloads: the original file and converted formats. model/downloadCheck answers the links, or code 100
 * (quietly) when a paid model has not been bought yet.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, List, Modal } from 'antd';
import { PageLoading, errorText } from '../../../components/states';
import { formatBytes } from '../detailLogic';
import { useDownloadCheck } from '../modelPage';

export function DownloadDialog({
  open,
  onClose,
  modelCode,
  unlock,
  price,
}: {
  open: boolean;
  onClose: () => void;
  modelCode: string;
  unlock: string | null;
  price: string;
}) {
  const { check, notBought } = useDownloadCheck(modelCode, unlock, open, 60_000);
  return (
    <Modal open={open} onCancel={onClose} title="下载模型" footer={null} width={520} destroyOnHidden>
      {check.isPending ? (
        <PageLoading tip="正在检查下载权限…" />
      ) : notBought ? (
        <Alert
          type="info"
          showIcon
          title={`这是付费模型（${price}）`}
          description="购买后即可下载原始文件与 GLB、glTF、OBJ、STL 等格式。在线购买即将开放，如需现在购买，请联系模型作者或客服。"
        />
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
