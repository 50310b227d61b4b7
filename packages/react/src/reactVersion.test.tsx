import { render, screen } from '@testing-library/react'
import { useState, version } from 'react'
import { version as domVersion } from 'react-dom'
import { version as serverVersion } from 'react-dom/server'
import { describe, expect, inject, it } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** React major this project runs on: "react" → 19, "react18" → 18 (see the vitest configs). */
    reactMajor: number
  }
}

// A hook and JSX: both fail if the renderer's React is not the one the component imports.
function Version() {
  const [shown] = useState(version)
  return <output>{shown}</output>
}

// Guards the React 18 project: without it, a broken alias would quietly rerun the React 19 tests.
describe('React copy under test', () => {
  it('react, react-dom and react-dom/server are all the major this project is for', () => {
    const major = String(inject('reactMajor'))
    expect(version.split('.')[0]).toBe(major)
    expect(domVersion.split('.')[0]).toBe(major)
    expect(serverVersion.split('.')[0]).toBe(major)
  })

  it('@testing-library/react renders with that same copy (JSX runtime and hooks included)', () => {
    render(<Version />)
    expect(screen.getByRole('status').textContent).toBe(version)
  })
})
