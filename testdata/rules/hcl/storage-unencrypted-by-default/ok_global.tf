# A secondary replication group of a global datastore takes its encryption
# settings from the primary.
resource "aws_elasticache_replication_group" "secondary" {
  replication_group_id        = "sessions-eu"
  description                 = "secondary"
  global_replication_group_id = aws_elasticache_global_replication_group.sessions.global_replication_group_id
  num_cache_clusters          = 2
}
