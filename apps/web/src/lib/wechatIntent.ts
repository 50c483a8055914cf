/** Remembers that the user left for WeChat to bind it to the logged-in account (not to log in). */
const KEY = 'moxing.wechatIntent';

export function markWechatBindIntent(): void {
  try {
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    // storage blocked: the callback will treat it as a login
  }
}

/** True when a bind was started within the last 10 minutes. */
export function hasWechatBindIntent(): boolean {
  try {
    const at = Number(sessionStorage.getItem(KEY));
    return at > 0 && Date.now() - at < 10 * 60 * 1000;
  } catch {
    return false;
  }
}

export function clearWechatBindIntent(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
