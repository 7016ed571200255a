export * from './ConfirmDialog';
export * from './CopyField';
export * from './EmptyState';
export * from './FormModal';
export * from './InfoModal';
export * from './RowActionsMenu';
export * from './format';
export * from './useSubmitRecord';
