/** The media feature's components for other features (the ad form, cards, the detail page). */
export { Photo, type PhotoProps } from './components/Photo';
export { PhotoGallery } from './components/PhotoGallery';
export { PhotoUploader, type PhotoUploaderProps } from './components/PhotoUploader';
export { RedactionEditor } from './components/RedactionEditor';
