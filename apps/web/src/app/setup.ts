/** Start-up wiring done once before the first render. */
import { configureClient } from '../api/client';
import { currentDevice } from '../lib/device';
import { legacyRedirect } from '../lib/legacy';
import { handleAuthFailure, loadCentre, loadRights } from '../features/account';
import { session } from '../stores/session';
import { captureUtm } from '../stores/utm';

export function setupApp(): void {
  const target = legacyRedirect(window.location.pathname, window.location.search, window.location.hash);
  if (target) window.history.replaceState(null, '', target);

  captureUtm(window.location.search, window.location.href);

  configureClient({
    getToken: () => session.get().token,
    onAuthFailure: handleAuthFailure,
  });

  // A session restored from cookies: refresh user info and the centre panel, and the access list on desktop.
  const { token, userId } = session.get();
  if (token) {
    void loadCentre();
    if (userId && !currentDevice().mobile) void loadRights(userId);
  }

  // A stylesheet or chunk preloaded by Vite failed: let the route's error page handle the rejected import.
  window.addEventListener('vite:preloadError', (event) => {
    console.warn('chunk preload failed', (event as Event & { payload?: unknown }).payload);
  });
}
