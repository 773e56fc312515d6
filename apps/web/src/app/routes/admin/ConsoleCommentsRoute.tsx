/** A console page of its own (features/console); this module is the lazy route's chunk. */
export { default } from '../../../features/console/pages/CommentsPage';
