/**
 * UTM / channel tracking (docs/spec/SPEC.md section 3): utm_from, track_id, utm_url, utmCampaign ... are read from the
 * address into localStorage, read back as one set, sent with register and code login, and cleared together.
 */
import type { Utm } from '@moxing/shared';

const PREFIX = 'moxing.utm.';

/**
 * Address parameter names accepted for each field (snake_case of the old links and camelCase). Typed as a
 * Record over the shared Utm type, so it always names exactly the fields account/regist accepts.
 */
const PARAM_NAMES: Record<keyof Utm, string[]> = {
  utmFrom: ['utm_from', 'utmFrom', 'utm_source', 'utmSource'],
  utmCampaign: ['utm_campaign', 'utmCampaign'],
  utmContent: ['utm_content', 'utmContent'],
  utmKeyword: ['utm_keyword', 'utmKeyword', 'utm_term', 'utmTerm'],
  utmUrl: ['utm_url', 'utmUrl'],
  bdVid: ['bd_vid', 'bdVid', 'bd_vid_'],
  trackId: ['track_id', 'trackId'],
};

const UTM_KEYS = Object.keys(PARAM_NAMES) as (keyof Utm)[];

const MAX_LENGTH: Record<keyof Utm, number> = {
  utmFrom: 100,
  utmCampaign: 200,
  utmContent: 200,
  utmKeyword: 200,
  utmUrl: 1000,
  bdVid: 200,
  trackId: 100,
};

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // private mode or blocked storage
  }
}

/**
 * Saves the tracking fields found in a query string. A new campaign replaces the whole previous set, so values
 * of two different campaigns never mix. Returns what was captured.
 */
export function captureUtm(search: string, landingUrl?: string): Utm {
  const params = new URLSearchParams(search);
  const found: Utm = {};
  for (const key of UTM_KEYS) {
    for (const name of PARAM_NAMES[key]) {
      const value = params.get(name)?.trim();
      if (value) {
        found[key] = value.slice(0, MAX_LENGTH[key]);
        break;
      }
    }
  }
  if (Object.keys(found).length === 0) return found;
  if (!found.utmUrl && landingUrl) found.utmUrl = landingUrl.slice(0, MAX_LENGTH.utmUrl);
  const store = storage();
  if (store) {
    clearUtm();
    for (const key of UTM_KEYS) {
      const value = found[key];
      if (value) store.setItem(PREFIX + key, value);
    }
  }
  return found;
}

/** The stored set, ready to be sent with account/regist and account/loginByCode. */
export function readUtm(): Utm {
  const store = storage();
  const out: Utm = {};
  if (!store) return out;
  for (const key of UTM_KEYS) {
    const value = store.getItem(PREFIX + key);
    if (value) out[key] = value;
  }
  return out;
}

export function clearUtm(): void {
  const store = storage();
  if (!store) return;
  for (const key of UTM_KEYS) store.removeItem(PREFIX + key);
}
