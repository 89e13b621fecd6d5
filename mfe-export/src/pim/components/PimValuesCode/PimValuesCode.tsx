import { Code, ScrollArea } from '@mantine/core';
import { prettyJson } from '../../values';

/** Props of PimValuesCode. */
export interface PimValuesCodeProps {
  /** A product's values (or any JSON), pretty printed. */
  values: unknown;
  /** Accessible name of the block. */
  label: string;
  /** Tallest it grows before it scrolls (px). */
  maxHeight?: number;
}

/** A product's values pretty printed in a monospace block (SPEC §2: the values field preformatted), scrolling when long. */
export function PimValuesCode({ values, label, maxHeight = 420 }: PimValuesCodeProps) {
  return (
    <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars>
      <Code block aria-label={label} data-testid="pim-values" style={{ whiteSpace: 'pre' }}>
        {prettyJson(values)}
      </Code>
    </ScrollArea.Autosize>
  );
}
