export { useNowIn } from './use-now-in';
