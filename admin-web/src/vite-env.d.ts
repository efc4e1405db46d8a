/// <reference types="vite/client" />

/** The build-time variables the app reads; vite/client types any other as `any`. */
interface ImportMetaEnv {
  /** The API's base URL when it lives on another host; the same origin's /api by default. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
