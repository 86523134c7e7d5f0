/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// sweetalert2's ESM build without injected <style> (the CSS file is imported beside it, for CSP).
declare module 'sweetalert2/dist/sweetalert2.esm.js' {
  import Swal from 'sweetalert2';
  export default Swal;
}

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_INSPECT?: string;
}
