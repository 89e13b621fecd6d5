import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import { ExportCategoriesForm } from './ExportCategoriesForm';

test('Export sends the picked date; the server’s message shows under the date field', async () => {
  const onExport = jest.fn();
  const { unmount } = renderUi(
    <ExportCategoriesForm initialDate="2026-03-01" exporting={false} onExport={onExport} />,
  );
  // the date reads DD.MM.YYYY
  expect(screen.getByRole('button', { name: /New since/ }).textContent).toContain('01.03.2026');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export' })));
  expect(onExport).toHaveBeenCalledWith('2026-03-01');
  unmount();
  renderUi(
    <ExportCategoriesForm
      initialDate="2026-03-01"
      exporting={false}
      dateError="The date is not a valid date."
      onExport={onExport}
    />,
  );
  expect(screen.getByText('The date is not a valid date.')).toBeTruthy();
});
