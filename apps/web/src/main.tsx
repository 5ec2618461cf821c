// The Thai font (fonts.css): one file per weight with Thai and Latin, cut at build to the letters the app uses.
import './fonts.css';
// Mantine's styles, render-blocking: only the base and the components the budgeted screens (/login,
// /register, / and /booking) show, ~11 KB brotli instead of the whole sheet's 24 KB. Every other
// screen loads the whole sheet with its code (router.tsx, lazyScreen); a lazy part of these screens
// imports its own (toast-container.tsx, thai-date-picker.tsx). The `.layer` files put Mantine in
// `@layer mantine`, so our own CSS modules win over it whatever order the sheets arrive in. The
// components are in the order of Mantine's own styles.css (dependencies first).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { readToken } from './api/client.ts';
import { inTasks } from './lib/in-tasks.ts';
import { createQueryClient, Providers } from './providers.tsx';
import { createAppRouter, startFirstScreen } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
let queryClient: QueryClient;
let router: ReturnType<typeof createAppRouter>;
// The app's start, in two tasks after the one that ran the libraries' modules: all three were one task of
// ~25 ms on this project's machines, ~100 ms on a phone's CPU, in which a tap waits (lib/in-tasks.ts).
inTasks(
  () => {
    queryClient = createQueryClient();
    router = createAppRouter();
  },
  () => {
    startFirstScreen(router.state.matches, queryClient, readToken() !== null);
    // The first render as a transition: React renders it in slices, so a phone's CPU is never held by
    // one long task while the page starts (the shell in index.html shows meanwhile).
    const reactRoot = createRoot(root);
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <Providers queryClient={queryClient}>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      );
    });
  },
);
