import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { feedhubTheme } from './theme';

/**
 * Test helper for component tests (jsdom; `@feedhub/ui/testing`, not part of the package's main
 * entry): renders inside Mantine's providers, as the shell does.
 */
export function renderUi(ui: ReactNode) {
  return render(
    <MantineProvider theme={feedhubTheme}>
      <ModalsProvider>{ui}</ModalsProvider>
    </MantineProvider>,
  );
}
