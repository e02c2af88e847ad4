/** The media feature's components for other features (the ad form, cards, the detail page). */
export { Photo } from './components/Photo';
export { PhotoUploader } from './components/PhotoUploader';
