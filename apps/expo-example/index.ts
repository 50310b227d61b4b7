import { registerRootComponent } from 'expo'
import { Root } from './src/Root'

// The app's entry for Expo (native and web): mounts Root as the app's root component.
registerRootComponent(Root)
