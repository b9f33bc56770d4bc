resource "aws_dax_cluster" "cache" {
  cluster_name                     = "cache"
  iam_role_arn                     = aws_iam_role.dax.arn
  node_type                        = "dax.r4.large"
  replication_factor               = 1
  cluster_endpoint_encryption_type = "TLS"
}
