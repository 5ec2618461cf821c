// The Thai font, self-hosted (no CDN: the CSP allows fonts from 'self' only). Only the Thai and Latin
// subsets, weights 400–700; the browser downloads a file only when a page uses that weight and script.
import '@fontsource/ibm-plex-sans-thai/thai-400.css';
import '@fontsource/ibm-plex-sans-thai/thai-500.css';
import '@fontsource/ibm-plex-sans-thai/thai-600.css';
import '@fontsource/ibm-plex-sans-thai/thai-700.css';
import '@fontsource/ibm-plex-sans-thai/latin-400.css';
import '@fontsource/ibm-plex-sans-thai/latin-500.css';
import '@fontsource/ibm-plex-sans-thai/latin-600.css';
import '@fontsource/ibm-plex-sans-thai/latin-700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { readToken } from './api/client.ts';
import { createQueryClient, Providers } from './providers.tsx';
import { createAppRouter, startFirstScreen } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const queryClient = createQueryClient();
startFirstScreen(window.location.pathname, queryClient, readToken() !== null);

// The first render as a transition: React renders it in slices, so a phone's CPU is never held by one
// long task while the page starts (the shell in index.html shows meanwhile).
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  );
});
