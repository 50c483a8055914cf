/** antd for a desktop page: the zh-CN provider, whose App then shows the page's messages (desktopMessage.ts). */
import { App } from 'antd';
import { useEffect, type ReactNode } from 'react';
import AntdScope from './AntdScope';
import { setPageMessage } from './desktopMessage';

function MessageBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setPageMessage(message);
    return () => setPageMessage(null);
  }, [message]);
  return null;
}

export default function DesktopAntd({ children }: { children: ReactNode }) {
  return (
    <AntdScope>
      <MessageBridge />
      {children}
    </AntdScope>
  );
}
