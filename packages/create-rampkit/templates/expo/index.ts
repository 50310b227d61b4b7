import { registerRootComponent } from 'expo'
import { Root } from './src/Root'

registerRootComponent(Root)
