// Transitional: features not yet moved to src/client/api import the fetcher from here.
export { ApiError, isApiError } from '../../api/api-error';
export { configureApiClient, requestData, requestJson, requestPage } from '../../api/fetcher';
export type { Page, RequestOptions } from '../../api/fetcher';
