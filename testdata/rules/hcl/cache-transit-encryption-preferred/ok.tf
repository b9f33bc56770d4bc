resource "aws_elasticache_replication_group" "sessions" {
  replication_group_id       = "sessions"
  description                = "session store"
  engine                     = "redis"
  node_type                  = "cache.t4g.small"
  num_cache_clusters         = 2
  at_rest_encryption_enabled = true
  transit_encryption_enabled = true
  transit_encryption_mode    = "required"
  auth_token                 = var.redis_auth_token
}

resource "aws_elasticache_replication_group" "migrating" {
  replication_group_id       = "migrating"
  description                = "mode chosen per environment"
  engine                     = "valkey"
  node_type                  = "cache.t4g.small"
  at_rest_encryption_enabled = true
  transit_encryption_enabled = true
  transit_encryption_mode    = var.transit_encryption_mode
}
