/** @feedhub/ui: the Mantine-based building blocks every screen uses (presentational only). */
export * from './DataTable';
export * from './Feedback';
export * from './ModalForm';
export * from './confirm';
export * from './fields';
export * from './toasts';
