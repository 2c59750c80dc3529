import { Type, type Static } from '@sinclair/typebox';

/** A release version (`1.1.0`), or null for the remote's built `dist/`. */
const LiveVersion = Type.Union([Type.String(), Type.Null()]);

/** One change of a remote's live release: who (`by`) made it when (`at`, ISO-8601), from which to which. */
export const ReleaseSwitchChange = Type.Object({
  action: Type.Union([Type.Literal('switch'), Type.Literal('rollback')]),
  from: LiveVersion,
  to: LiveVersion,
  by: Type.String(),
  at: Type.String(),
});
export type ReleaseSwitchChange = Static<typeof ReleaseSwitchChange>;

/**
 * One remote's entry of the release switch: its live `version` (null: its `dist/`), the versions a rollback
 * returns to (`previous`, last one first out) and every change (`history`, oldest first).
 */
export const ReleaseSwitchEntry = Type.Object({
  version: LiveVersion,
  previous: Type.Optional(Type.Array(LiveVersion)),
  history: Type.Optional(Type.Array(ReleaseSwitchChange)),
});
export type ReleaseSwitchEntry = Static<typeof ReleaseSwitchEntry>;

/**
 * The release switch (docs/releases.md): `<DATA_DIR>/remotes.json`, or with STORAGE_DRIVER=s3 the bucket's
 * `releases/remotes.json`, keyed by federation name (`store`). Written by scripts/release-switch.mjs
 * (scripts/lib/releases.mjs, which checks it against this schema), read by the API for `GET /remotes.json`.
 * A remote with no entry is live from its `dist/`.
 */
export const ReleaseSwitch = Type.Record(Type.String(), ReleaseSwitchEntry);
export type ReleaseSwitch = Static<typeof ReleaseSwitch>;
