export { ApiError, isApiError } from './api-error';
export { configureApiClient, requestData, requestJson, requestPage } from './api-client';
export type { Page, RequestOptions } from './api-client';
