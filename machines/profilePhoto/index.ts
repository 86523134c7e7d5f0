export { profilePhotoMachine } from './profilePhoto.machine.ts';
export * from './profilePhoto.selectors.ts';
export type { PhotoFile, ProfilePhotoContext, ProfilePhotoEvent, UploadInput } from './profilePhoto.types.ts';
export { connectProfilePhoto } from './profilePhoto.connect.ts';
export type { ProfilePhotoView } from './profilePhoto.connect.ts';
