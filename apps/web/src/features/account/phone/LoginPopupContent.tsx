import { Toast } from 'antd-mobile';
import { useLoginDialog } from '../forms';
import styles from '../../../components/phone/mobile.module.css';
import { MobileLoginPanel } from './MobileLoginPanel';

export default function LoginPopupContent() {
  const { panel } = useLoginDialog(() => Toast.show({ icon: 'success', content: '登录成功' }));
  return (
    <>
      <div className={styles.popupTitle}>登录模型星球</div>
      <MobileLoginPanel {...panel} />
    </>
  );
}
