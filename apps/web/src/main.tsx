import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { queryClient } from './api/queryClient';
import { setupApp } from './app/setup';
import { FormFactorProvider } from './lib/formFactor';
import { buildRoutes } from './routes';
import './index.css';

setupApp();

const router = createBrowserRouter(buildRoutes());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <FormFactorProvider>
        <RouterProvider router={router} />
      </FormFactorProvider>
    </QueryClientProvider>
  </StrictMode>,
);
