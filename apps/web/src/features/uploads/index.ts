/** What other features use from uploads: the upload call and its hook. */
export { createUpload, type UploadPurpose, uploadFile, useCreateUpload } from './api/create-upload';
