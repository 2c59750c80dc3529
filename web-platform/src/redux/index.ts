/**
 * The platform's Redux Toolkit surface (docs/architecture.md "The pieces"; less JavaScript before the first
 * paint): the parts of Redux Toolkit and RTK Query the shell, the remotes and the web platform's client use,
 * shared as one singleton under `@exam/web-platform/redux`.
 *
 * Why a curated surface, as for the router (`./router`): a shared module cannot be tree-shaken, so sharing
 * `@reduxjs/toolkit`, `/query` and `/query/react` shipped all three whole (listener middleware, entity
 * adapters, async-thunk helpers nobody calls), each with its own copy of reselect: about 35 KB gzip on the
 * guest home. Re-exporting what the apps use lets the build drop the rest while every app still shares one
 * store implementation and one RTK Query. A remote that needs another export adds it here (a web-platform
 * minor version); apps never import `@reduxjs/toolkit` directly (eslint forbids it).
 */
export { combineSlices, configureStore, createSlice } from '@reduxjs/toolkit';
export { createApi, fetchBaseQuery, retry, skipToken } from '@reduxjs/toolkit/query/react';
export type { Dispatch, Middleware, PayloadAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
export type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
