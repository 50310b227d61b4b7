import * as v from 'valibot'

/**
 * An optional field that a service may send absent or `null` alike (spec: "absent or not
 * applicable", "string or null"); both mean "not set".
 */
export const absentOrNull = <T extends v.GenericSchema>(schema: T) => v.nullish(schema)
