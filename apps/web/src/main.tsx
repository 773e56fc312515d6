import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { registerNavigate } from './lib/navigation';
import { startRealtime } from './lib/realtime';
import { startRemBase } from './lib/rem';

startRemBase();

// The catalogue must be ready before the first paint, or the page would flash untranslated keys.
void initI18n().then(() => {
  const router = createAppRouter();
  registerNavigate((to) => void router.navigate(to));
  startRealtime();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
