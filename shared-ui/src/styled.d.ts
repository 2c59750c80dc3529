/**
 * styled-components' `DefaultTheme` is the kit's `AppTheme`, so every `${(p) => p.theme.colors.x}` of every
 * app and of the contracts' prerender is typed by the theme tokens. Every tsconfig includes shared-ui/src.
 */
import 'styled-components';
import type { AppTheme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
