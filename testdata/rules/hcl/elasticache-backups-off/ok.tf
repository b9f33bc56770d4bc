resource "aws_elasticache_cluster" "memcached" {
  cluster_id      = "memcached"
  engine          = "memcached"
  node_type       = "cache.t3.micro"
  num_cache_nodes = 2
}

resource "aws_elasticache_cluster" "member" {
  cluster_id           = "member"
  replication_group_id = aws_elasticache_replication_group.sessions.id
}

resource "aws_elasticache_replication_group" "sessions" {
  replication_group_id     = "sessions"
  description              = "sessions"
  node_type                = "cache.t3.micro"
  snapshot_retention_limit = 7
  snapshot_window          = "03:00-04:00"
}
