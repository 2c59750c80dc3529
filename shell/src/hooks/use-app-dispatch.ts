import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../store';

/** `useDispatch` typed for thunks (RTK Query `initiate`). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
