/**
 * Text that staff or the server wrote (names, titles, templates) takes its direction from its own
 * content, while the interface around it follows the language (docs/decisions.md, "Written
 * content"). In markup that is `dir="auto"` on the element holding it; inside a translated
 * sentence, where there is no element, these Unicode marks do the same: FIRST STRONG ISOLATE …
 * POP DIRECTIONAL ISOLATE (the plain-text form of `<bdi>`).
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
