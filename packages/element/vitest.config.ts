import { adapterProject } from '../../tooling/adapter-testing/vitestProject.js'

export default adapterProject({
  name: 'element',
  tests: 'src/**/*.test.ts',
  typeTests: 'src/**/*.test-d.ts',
  isolate: true,
})
