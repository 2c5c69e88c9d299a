/**
 * The type of a copy written out field by field: every field of `T` must be named, optional ones too, so that a
 * field added to `T` later cannot be left out of the copy. A rule set's `draft` uses it where a spread of many fields
 * costs too much (the AI copies states thousands of times a game).
 */
export type EveryField<T> = { [K in keyof Required<T>]: T[K] };
