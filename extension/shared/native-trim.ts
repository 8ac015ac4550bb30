/**
 * Stands in for `@babel/runtime-corejs3/core-js/instance/trim`, which mimetext's browser build imports to call
 * `String.prototype.trim`: that helper brings ~40 KB of core-js into the /gmail chunk for a method every
 * Chromium has. Babel's instance helpers answer the method to call, so this answers the native one.
 */
export default function trim(text: string): () => string {
  return text.trim;
}
