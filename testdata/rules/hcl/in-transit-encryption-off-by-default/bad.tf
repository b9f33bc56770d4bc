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

resource "aws_dax_cluster" "cache" { # want "hcl/in-transit-encryption-off-by-default"
  cluster_name       = "cache"
  iam_role_arn       = aws_iam_role.dax.arn
  node_type          = "dax.r5.large"
  replication_factor = 3
  server_side_encryption {
    enabled = true
  }
}
