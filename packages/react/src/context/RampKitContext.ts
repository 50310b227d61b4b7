import type { RampKitClient } from '@rampkit/core'
import { createContext } from 'react'

export const RampKitContext = createContext<RampKitClient | null>(null)
