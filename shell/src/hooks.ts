import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

/** `useDispatch` typed for thunks (RTK Query `initiate`). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed with the shell's root state. */
export const useAppSelector = useSelector.withTypes<RootState>();
