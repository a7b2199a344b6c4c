export { StandaloneHarness } from './standalone-harness';
export { StandaloneSections, type StandaloneSection } from './standalone-sections';
export { DevSignIn, DEMO_EMAIL, DEMO_PASSWORD } from './dev-sign-in';
