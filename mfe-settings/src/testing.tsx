import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';

/**
 * Test helper (jsdom): renders a component of this remote inside Mantine's providers.
 * The shared jsdom setup answers every media query with false, while a browser matches the empty
 * query `''`; mantine-datatable hides a column whose (empty) query does not match.
 */
export function renderScreen(ui: ReactNode) {
  const stub = window.matchMedia;
  if (!stub('').matches)
    window.matchMedia = ((query: string) => ({ ...stub(query), matches: query === '' })) as typeof stub;
  return render(
    <MantineProvider>
      <ModalsProvider>{ui}</ModalsProvider>
    </MantineProvider>,
  );
}
