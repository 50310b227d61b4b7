import { describe, expect, it } from 'vitest'
import {
  errorSnapshot,
  IDLE,
  loadingSnapshot,
  type ResourceSnapshot,
  successSnapshot,
  withFetching,
  withParams,
} from './resourceSnapshot.js'

type Snapshot = ResourceSnapshot<{ id: number }, string>

describe('resource snapshots', () => {
  it('idle is one frozen object', () => {
    expect(IDLE).toEqual({ status: 'idle', params: null, isFetching: false })
    expect(Object.isFrozen(IDLE)).toBe(true)
  })

  it('builds loading and success for the params given', () => {
    expect(loadingSnapshot({ id: 1 }, true)).toEqual({
      status: 'loading',
      params: { id: 1 },
      isFetching: true,
    })
    expect(successSnapshot({ id: 1 }, 'one', 1000)).toEqual({
      status: 'success',
      params: { id: 1 },
      data: 'one',
      updatedAt: 1000,
      isFetching: false,
    })
  })

  it('an error keeps the data (and its time) of the snapshot given, and only that', () => {
    const error = new Error('down')
    const good: Snapshot = successSnapshot({ id: 1 }, 'one', 1000)
    expect(errorSnapshot({ id: 1 }, error, good)).toStrictEqual({
      status: 'error',
      params: { id: 1 },
      error,
      data: 'one',
      updatedAt: 1000,
      isFetching: false,
    })
    // A second failure still shows the same data.
    const failedTwice = errorSnapshot({ id: 1 }, error, errorSnapshot({ id: 1 }, error, good))
    expect(failedTwice.data).toBe('one')
    // Without data to keep, the snapshot has no data or updatedAt at all.
    for (const previous of [undefined, loadingSnapshot<{ id: number }, string>({ id: 1 }, true)]) {
      expect(errorSnapshot({ id: 1 }, error, previous)).toStrictEqual({
        status: 'error',
        params: { id: 1 },
        error,
        isFetching: false,
      })
    }
  })

  it('withParams and withFetching change one field in a new object', () => {
    const good: Snapshot = successSnapshot({ id: 1 }, 'one', 1000)
    const moved = withParams(good, { id: 2 })
    expect(moved).not.toBe(good)
    expect(moved).toEqual({ ...good, params: { id: 2 } })
    const fetching = withFetching(good, true)
    expect(fetching).not.toBe(good)
    expect(fetching).toEqual({ ...good, isFetching: true })
  })
})
