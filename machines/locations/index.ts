export * from './locations.schema.ts';
export * from './location.rules.ts';
export { COUNTRY_CODES } from './countries.ts';
export * from './locationForm.rules.ts';
export { LOCATIONS_PAGE_SIZE, locationsListMachine } from './locationsList.machine.ts';
export { locationFormFailureOf, locationFormMachine } from './locationForm.machine.ts';
export type { LocationFormContext, LocationFormEvent, LocationFormFailure, LocationFormInput, SaveLocationRequest } from './locationForm.types.ts';
export { connectLocationForm, type LocationFormNotice, type LocationFormSnapshot, type LocationFormView } from './locationForm.connect.ts';
export {
  activeLocationMachine,
  selectActiveLocationFailed,
  selectActiveLocationId,
  selectFirstRun,
  selectNoLocation,
  selectBusinessDate,
  selectMoneyFormat,
  type ActiveLocationContext,
  type ActiveLocationEvent,
  type ActiveLocationSnapshot,
} from './activeLocation.machine.ts';
export * from './firstRun.ts';
export * from './backupStatus.schema.ts';
export { lastBackupMachine, type LastBackupContext, type LastBackupEvent } from './lastBackup.machine.ts';
export { connectLastBackup, type LastBackupView } from './lastBackup.connect.ts';
export * from './lateChargeRule.ts';
