export { Toast } from './Toast';
export type { ToastAction, ToastProps, ToastTone } from './Toast';
export { ToastProvider, useToast } from './ToastProvider';
export type { ToastApi, ToastOptions, ToastProviderProps } from './ToastProvider';
