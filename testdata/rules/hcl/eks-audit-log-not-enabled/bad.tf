resource "aws_eks_cluster" "main" { # want "hcl/eks-audit-log-not-enabled"
  name                      = "main"
  role_arn                  = aws_iam_role.cluster.arn
  version                   = "1.33"
  enabled_cluster_log_types = ["api", "authenticator"]

  vpc_config {
    subnet_ids              = var.private_subnet_ids
    endpoint_public_access  = false
    endpoint_private_access = true
  }
}
