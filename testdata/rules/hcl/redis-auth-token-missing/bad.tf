resource "aws_elasticache_replication_group" "cache" { # want "hcl/redis-auth-token-missing"
  replication_group_id       = "cache"
  description                = "cache"
  at_rest_encryption_enabled = true
  transit_encryption_enabled = true
}
