export * from './imports.schema.ts';
export * from './templates.ts';
export * from './csv.ts';
export * from './cells.ts';
export * from './importFile.ts';
export * from './importFailure.ts';
export * from './import.machine.ts';
export * from './import.connect.ts';
