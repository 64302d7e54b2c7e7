export {
  createFakeApi,
  errorAnswer,
  type FakeAnswer,
  type FakeApi,
  type FakeHandler,
  type RecordedRequest,
} from "./fake-api.ts";
export { renderRoute, type RenderedRoute, type RenderRouteOptions } from "./render-route.tsx";
export { wireFixture } from "./wire-fixture.ts";
