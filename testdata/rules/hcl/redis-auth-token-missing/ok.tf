resource "aws_elasticache_replication_group" "cache" {
  replication_group_id       = "cache"
  description                = "cache"
  at_rest_encryption_enabled = true
  transit_encryption_enabled = true
  auth_token                 = var.redis_auth_token
}

resource "aws_elasticache_replication_group" "acl" {
  replication_group_id       = "acl"
  description                = "acl"
  transit_encryption_enabled = true
  user_group_ids             = [aws_elasticache_user_group.app.id]
}
