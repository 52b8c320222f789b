// The only public entry of shared-ui: apps import from 'shared-ui' by name, never by path.
export { theme, media } from './theme/theme';
export type { KrishikaTheme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { UiProvider } from './UiProvider';
export { toast, Toaster } from './toast/toast';

export { Badge } from './components/Badge';
export type { BadgeProps, BadgeTone } from './components/Badge';
export { Button, ButtonLink } from './components/Button';
export type { ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './components/Button';
export { Card } from './components/Card';
export type { CardPadding, CardProps } from './components/Card';
export { Checkbox } from './components/Checkbox';
export type { CheckboxProps } from './components/Checkbox';
export { Chip } from './components/Chip';
export type { ChipProps } from './components/Chip';
export { Dialog } from './components/Dialog';
export type { DialogProps } from './components/Dialog';
export { Drawer } from './components/Drawer';
export type { DrawerProps } from './components/Drawer';
export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';
export { FormField } from './components/FormField';
export { Form, FormActions, FormAlert, FormGrid, FormSection } from './components/FormLayout';
export type {
  FormActionsProps,
  FormAlertProps,
  FormGridProps,
  FormProps,
  FormSectionProps,
} from './components/FormLayout';
export type { FieldControlProps, FieldLabelProps, FormFieldProps } from './components/FormField';
export { Input } from './components/Input';
export type { InputProps } from './components/Input';
export { Page, PageHeader } from './components/Page';
export type { PageHeaderProps, PageProps } from './components/Page';
export { Progress } from './components/Progress';
export type { ProgressProps, ProgressTone } from './components/Progress';
export { Select } from './components/Select';
export type { SelectProps } from './components/Select';
export { Skeleton } from './components/Skeleton';
export type { SkeletonProps } from './components/Skeleton';
export { Spinner } from './components/Spinner';
export type { SpinnerProps, SpinnerSize } from './components/Spinner';
export { StatCard } from './components/StatCard';
export type { StatCardProps, StatTrend, TrendDirection } from './components/StatCard';
export { Table } from './components/Table';
export type { TableProps } from './components/Table';
export { Tabs } from './components/Tabs';
export type { TabItem, TabsProps } from './components/Tabs';
export { Textarea } from './components/Textarea';
export type { TextareaProps } from './components/Textarea';
export { VisuallyHidden } from './components/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden';

export { StandaloneRemote } from './standalone/StandaloneRemote';
export type { StandaloneRoute } from './standalone/StandaloneRemote';
