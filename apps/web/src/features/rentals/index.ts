/** What other features use from rentals: the photo uploader. */
export { PhotoUploader, type UploadedPhoto } from './components/PhotoUploader';
