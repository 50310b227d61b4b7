// Next's ambient types (static image imports), for `tsc` before any `next build` has written
// next-env.d.ts.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
