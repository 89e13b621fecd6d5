/** @feedhub/ui: the Mantine-based building blocks every screen uses (presentational only). */
export * from './DataTable';
export * from './Feedback';
export * from './JobLogModal';
export * from './LiveStatus';
export * from './FilterBar';
export * from './FormActions';
export * from './ModalForm';
export * from './PageHeader';
export * from './RowActions';
export * from './confirm';
export * from './form';
export * from './jobs';
export * from './numbers';
export * from './permissions';
export * from './theme';
export * from './toasts';
