import 'styled-components';
import type { KrishikaTheme } from './theme';

declare module 'styled-components' {
  // Interface merging is how styled-components types its theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends KrishikaTheme {}
}
