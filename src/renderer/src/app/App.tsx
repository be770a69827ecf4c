import { FluentProvider } from '@fluentui/react-components';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ApiProvider } from '@/lib/api/context';
import { themeAtom } from '@/lib/state';
import { THEME_OBJECTS } from '@/lib/theme';
import type { AppContext } from './start';

/**
 * The page fills the window. Not through a class: FluentProvider gives its classes to the portals
 * of dropdowns, menus and dialogs too, and a full-height portal node covered the page whenever one
 * opened (a dropdown's list then never showed).
 */
const ROOT_STYLE = { minHeight: '100vh' } as const;

function ThemedRoot({ children }: { children: ReactNode }) {
  const theme = useAtomValue(themeAtom);
  return (
    <FluentProvider theme={THEME_OBJECTS[theme]} style={ROOT_STYLE} data-theme={theme}>
      {children}
    </FluentProvider>
  );
}

export function App({ context }: { context: AppContext }) {
  return (
    <StrictMode>
      <JotaiProvider store={context.store}>
        <I18nextProvider i18n={context.i18n}>
          <ApiProvider client={context.api}>
            <ThemedRoot>
              <RouterProvider router={context.router} />
            </ThemedRoot>
          </ApiProvider>
        </I18nextProvider>
      </JotaiProvider>
    </StrictMode>
  );
}
