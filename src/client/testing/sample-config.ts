/** A public config as the pipeline would embed it (src/shared/tenant/testing), for the client's tests. */
export { samplePublicConfig as sampleConfig } from '../../shared/tenant/testing/sample-public-config';
