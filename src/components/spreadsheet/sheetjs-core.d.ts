/**
 * sheetjs-style's `dist/xlsx.core.min.js` (workbook.ts) has the API of the package's main file,
 * whose types it ships; the package declares no types for the file itself.
 */
declare module 'sheetjs-style/dist/xlsx.core.min.js' {
  import * as XLSX from 'sheetjs-style';
  export default XLSX;
}
