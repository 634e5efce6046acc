/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's origin for builds not served by the API itself (the Capacitor shell). */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
