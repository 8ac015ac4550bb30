/** Vite `?url` imports resolve to the asset's URL. */
declare module '*.wasm?url' {
  const url: string;
  export default url;
}

/** Comlink ships this adapter's types as node-adapter.d.ts, which `.mjs` resolution misses. */
declare module 'comlink/dist/esm/node-adapter.mjs' {
  export { default } from 'comlink/dist/esm/node-adapter';
}
