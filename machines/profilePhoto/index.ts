export { profilePhotoMachine } from './profilePhoto.machine.ts';
export * from './profilePhoto.selectors.ts';
export type { PhotoFile, ProfilePhotoContext, ProfilePhotoEvent, UploadInput } from './profilePhoto.types.ts';
