resource "aws_elasticache_replication_group" "sessions" { # want "hcl/cache-transit-encryption-preferred"
  replication_group_id       = "sessions"
  description                = "session store"
  engine                     = "redis"
  node_type                  = "cache.t4g.small"
  num_cache_clusters         = 2
  at_rest_encryption_enabled = true
  transit_encryption_enabled = true
  transit_encryption_mode    = "preferred"
  auth_token                 = var.redis_auth_token
}
