resource "aws_elasticache_replication_group" "sessions" {
  replication_group_id       = "sessions"
  description                = "sessions"
  engine                     = "redis"
  node_type                  = "cache.t4g.small"
  at_rest_encryption_enabled = true
  transit_encryption_enabled = true
  auth_token                 = var.redis_auth_token
}

resource "aws_elasticsearch_domain" "logs" {
  domain_name = "logs"
  encrypt_at_rest {
    enabled = true
  }
  node_to_node_encryption {
    enabled = true
  }
}

resource "aws_opensearch_domain" "search" {
  domain_name    = "search"
  engine_version = "OpenSearch_2.11"
  node_to_node_encryption {
    enabled = true
  }
}
