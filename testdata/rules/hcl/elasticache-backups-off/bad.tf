resource "aws_elasticache_cluster" "cache" { # want "hcl/elasticache-backups-off: aws_elasticache_cluster keeps no automatic snapshots"
  cluster_id      = "cache"
  engine          = "redis"
  node_type       = "cache.t3.micro"
  num_cache_nodes = 1
}

resource "aws_elasticache_replication_group" "sessions" { # want "hcl/elasticache-backups-off"
  replication_group_id = "sessions"
  description          = "sessions"
  node_type            = "cache.t3.micro"
}

resource "aws_elasticache_replication_group" "queue" { # want "hcl/elasticache-backups-off"
  replication_group_id     = "queue"
  description              = "queue"
  snapshot_retention_limit = 0
}
