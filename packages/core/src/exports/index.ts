// Public entry of @rampkit/core. Each area re-exports its own public names.
export {}
