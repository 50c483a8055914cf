import { describe, expect, it } from 'vitest';
import { detectDevice, formFactorOf } from './device';

const UA = {
  iphoneWechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN',
  androidQQ:
    'Mozilla/5.0 (Linux; Android 13; V2196A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.86 MQQBrowser/6.2 TBS/047205 Mobile Safari/537.36 V1_AND_SQ_8.9.83_4680_YYB_D QQ/8.9.83.12605 NetType/WIFI',
  androidWechat:
    'Mozilla/5.0 (Linux; Android 12; M2012K11AC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230303 MMWEBID/1234 MicroMessenger/8.0.34.2340(0x2800225D) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ipadOS: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  harmony:
    'Mozilla/5.0 (Linux; Android 12; HarmonyOS; ALN-AL00; HMSCore 6.13.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.5735.196 HuaweiBrowser/14.0.5.302 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
};

describe('device detection', () => {
  it('recognises an iPhone in WeChat', () => {
    expect(detectDevice(UA.iphoneWechat)).toEqual({
      mobile: true,
      ios: true,
      android: false,
      tablet: false,
      wechat: true,
      qq: false,
    });
  });

  it('recognises QQ on Android, and does not call WeChat (which also says MQQBrowser) QQ', () => {
    expect(detectDevice(UA.androidQQ)).toMatchObject({ mobile: true, android: true, qq: true, wechat: false, tablet: false });
    expect(detectDevice(UA.androidWechat)).toMatchObject({ mobile: true, android: true, qq: false, wechat: true });
  });

  it('recognises tablets: iPad, iPadOS posing as a Mac, Android without "Mobile"', () => {
    expect(detectDevice(UA.ipad)).toMatchObject({ tablet: true, ios: true, mobile: true });
    expect(detectDevice(UA.ipadOS, 5)).toMatchObject({ tablet: true, ios: true });
    expect(detectDevice(UA.ipadOS, 0)).toMatchObject({ tablet: false, ios: false, mobile: false });
    expect(detectDevice(UA.androidTablet)).toMatchObject({ tablet: true, android: true });
  });

  it('recognises HarmonyOS phones and desktop browsers', () => {
    expect(detectDevice(UA.harmony)).toMatchObject({ mobile: true, tablet: false });
    expect(detectDevice(UA.desktop)).toEqual({
      mobile: false,
      ios: false,
      android: false,
      tablet: false,
      wechat: false,
      qq: false,
    });
  });

  it('chooses the form factor from device and width', () => {
    expect(formFactorOf(detectDevice(UA.iphoneWechat), 390)).toBe('phone');
    expect(formFactorOf(detectDevice(UA.desktop), 390)).toBe('phone'); // a narrow desktop window
    expect(formFactorOf(detectDevice(UA.desktop), 1366)).toBe('desktop');
    expect(formFactorOf(detectDevice(UA.ipad), 820)).toBe('tablet');
    expect(formFactorOf(detectDevice(UA.iphoneWechat), 900)).toBe('phone'); // a phone in landscape
  });
});
