export { themeMachine } from './theme.machine.ts';
export * from './theme.selectors.ts';
export { THEMES } from './theme.types.ts';
export type { ThemeContext, ThemeEvent, ThemeInput, ThemeName } from './theme.types.ts';
