import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { queryClient } from './api/queryClient';
import { preloadShell } from './app/Root';
import { setupApp } from './app/setup';
import { FormFactorProvider } from './lib/formFactor';
import { buildRoutes } from './routes';

/** Ends the current task: a phone's browser gets to paint and handle input between the start-up steps. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

setupApp();
preloadShell();
await nextTask();
const router = createBrowserRouter(buildRoutes());
await nextTask();

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
