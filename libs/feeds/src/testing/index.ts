// @feedhub/feeds/testing: what tests outside the feeds library share about feeds.
export { TEST_CSV_FIELDS, TEST_CSV_PARAMS } from './csv-test-feed';
