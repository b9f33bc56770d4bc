new elasticache.CfnReplicationGroup(this, 'Cache', {
  replicationGroupDescription: 'sessions',
  transitEncryptionEnabled: false, // want "javascript/cdk-elasticache-unencrypted"
  atRestEncryptionEnabled: false, // want "javascript/cdk-elasticache-unencrypted"
});
