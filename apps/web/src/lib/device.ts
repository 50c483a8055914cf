/** Device detection from the user agent (docs/spec/SPEC.md section 6): mobile, iOS, Android, tablet, WeChat, QQ. */
export interface DeviceInfo {
  mobile: boolean;
  ios: boolean;
  android: boolean;
  tablet: boolean;
  wechat: boolean;
  qq: boolean;
}

export type FormFactor = 'phone' | 'tablet' | 'desktop';

export function detectDevice(ua: string, maxTouchPoints = 0): DeviceInfo {
  const iPadOS = /Macintosh/.test(ua) && maxTouchPoints > 1; // iPadOS 13+ claims to be a Mac
  const ios = /iPhone|iPad|iPod/i.test(ua) || iPadOS;
  const android = /Android/i.test(ua);
  const harmony = /HarmonyOS|OpenHarmony/i.test(ua);
  const tablet =
    /iPad|Tablet|PlayBook|Silk|Kindle|SM-T\d|MatePad|MI PAD|Nexus (7|9|10)/i.test(ua) ||
    iPadOS ||
    (android && !/Mobile/i.test(ua));
  const mobile = ios || android || harmony || /Mobi|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile/i.test(ua);
  const wechat = /MicroMessenger/i.test(ua);
  // QQ's in-app browser ("QQ/8.9.0") and QQ Browser ("MQQBrowser"); WeChat's browser also contains MQQBrowser.
  const qq = !wechat && (/\sQQ\/[\d.]+/i.test(ua) || /MQQBrowser|QQBrowser/i.test(ua));
  return { mobile, ios, android, tablet, wechat, qq };
}

/** Phone-sized screens get the mobile layout even on a desktop browser; tablets keep the desktop pages. */
export const PHONE_MAX_WIDTH = 767;

export function formFactorOf(device: DeviceInfo, viewportWidth: number): FormFactor {
  if (viewportWidth <= PHONE_MAX_WIDTH) return 'phone';
  if (device.tablet) return 'tablet';
  if (device.mobile && viewportWidth < 1024) return 'phone';
  return 'desktop';
}

let cached: DeviceInfo | null = null;

export function currentDevice(): DeviceInfo {
  if (!cached) {
    cached =
      typeof navigator === 'undefined' ? detectDevice('') : detectDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0);
  }
  return cached;
}

export function currentFormFactor(): FormFactor {
  const width = typeof window === 'undefined' ? 1280 : window.innerWidth;
  return formFactorOf(currentDevice(), width);
}
