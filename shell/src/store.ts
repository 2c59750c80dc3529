import { combineSlices, configureStore } from '@exam/web-platform/redux';
import { api, readerSlice, sessionSlice } from '@exam/web-platform/client';

/**
 * The one Redux store of the platform (docs/architecture.md "The pieces"): the shared RTK Query `api`, the
 * session and the reader overlay. Remotes add no slices: their calls are endpoints injected into `api`.
 */
const rootReducer = combineSlices(api, sessionSlice, readerSlice);

/** Creates the store; a function so tests get a fresh one each time. */
export function createStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
