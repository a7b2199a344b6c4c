export { StandaloneHarness } from './standalone-harness';
export { StandaloneSections, type StandaloneSection, type StandaloneSectionsProps } from './standalone-sections';
export { mountStandalone } from './mount-standalone';
export { DevSignIn, DEMO_EMAIL, DEMO_PASSWORD } from './dev-sign-in';
