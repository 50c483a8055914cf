import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, type DataRouter } from 'react-router';
import { queryClient } from './api/queryClient';
import { preloadShell } from './app/Root';
import { setupApp } from './app/setup';
import { FormFactorProvider } from './lib/formFactor';
import { buildRoutes } from './routes';

function render(router: DataRouter): void {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render runs in slices that yield to the browser between them, not as one long task
  // that blocks a phone's main thread while the page starts.
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <FormFactorProvider>
            <RouterProvider router={router} />
          </FormFactorProvider>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

setupApp();
preloadShell();
// Start-up in three tasks, not one, so a phone can paint and answer input between them. Timers, not a top-level
// await: with one, Rollup splits the entry into some twenty files, each a request before the app can start.
setTimeout(() => {
  const router = createBrowserRouter(buildRoutes());
  setTimeout(() => render(router));
});
