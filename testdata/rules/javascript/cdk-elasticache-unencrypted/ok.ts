new elasticache.CfnReplicationGroup(this, 'Cache', {
  replicationGroupDescription: 'sessions',
  transitEncryptionEnabled: true,
  atRestEncryptionEnabled: true,
});
