resource "aws_elasticache_replication_group" "sessions" { # want "hcl/in-transit-encryption-off-by-default: aws_elasticache_replication_group does not turn on encryption in transit"
  replication_group_id       = "sessions"
  description                = "sessions"
  engine                     = "redis"
  node_type                  = "cache.t4g.small"
  at_rest_encryption_enabled = true
}

resource "aws_opensearch_domain" "search" { # want "hcl/in-transit-encryption-off-by-default: aws_opensearch_domain"
  domain_name    = "search"
  engine_version = "OpenSearch_2.11"
}
