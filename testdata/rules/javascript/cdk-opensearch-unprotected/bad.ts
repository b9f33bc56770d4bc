import * as opensearch from 'aws-cdk-lib/aws-opensearchservice';

export function search(stack: any): opensearch.Domain {
  return new opensearch.Domain(stack, 'Search', {
    version: opensearch.EngineVersion.OPENSEARCH_2_11,
    enforceHttps: false, // want "cdk-opensearch-unprotected"
    encryptionAtRest: { enabled: false }, // want "cdk-opensearch-unprotected"
  });
}
