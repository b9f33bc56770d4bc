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

resource "aws_dax_cluster" "cache" {
  cluster_name                     = "cache"
  iam_role_arn                     = aws_iam_role.dax.arn
  node_type                        = "dax.r5.large"
  replication_factor               = 3
  cluster_endpoint_encryption_type = "TLS"
  server_side_encryption {
    enabled = true
  }
}
