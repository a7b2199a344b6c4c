// Test helpers for any remote: render inside the shell's providers, and a fake API at the network boundary.
export { renderWithProviders, type AppStore, type RenderOptions, type RenderWithProvidersResult } from './render-for-test';
export { apiStubPerTest, stubApi, type ApiStub, type RecordedRequest, type Route } from './api-stub';
