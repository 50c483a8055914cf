/**
 * antd messages on desktop from outside a page's tree (the HTTP client, the account menu): through the antd App
 * of the page shown when it has one (it carries the theme), else antd's own message API, loaded on first use so
 * that pages without antd (home) do not load it up front.
 */
import type { MessageInstance } from 'antd/es/message/interface';
import { loadChunk } from '../../lib/chunk';

let pageMessage: MessageInstance | null = null;

export function setPageMessage(api: MessageInstance | null): void {
  pageMessage = api;
}

export async function desktopMessage(): Promise<MessageInstance> {
  if (pageMessage) return pageMessage;
  const { default: message } = await loadChunk(() => import('antd/es/message'));
  return message;
}
