// useDispatch typed for the app's store, so thunks such as switchWorkspace() type-check.
import { useDispatch } from 'react-redux';
import type { AppDispatch } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
