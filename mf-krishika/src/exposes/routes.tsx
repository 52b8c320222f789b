import type { RoutesModule } from '@krishika/tooling/contracts';
import { KrishikaAiPage } from '../app/KrishikaAiPage';

export const routes: RoutesModule['routes'] = [
  { path: '/krishika-ai', title: 'Krishika AI', Component: KrishikaAiPage },
];
