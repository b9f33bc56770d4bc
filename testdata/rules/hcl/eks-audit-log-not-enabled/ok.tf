resource "aws_eks_cluster" "main" {
  name                      = "main"
  role_arn                  = aws_iam_role.cluster.arn
  version                   = "1.33"
  enabled_cluster_log_types = ["api", "audit", "authenticator", "controllerManager", "scheduler"]

  vpc_config {
    subnet_ids              = var.private_subnet_ids
    endpoint_public_access  = false
    endpoint_private_access = true
  }
}

resource "aws_eks_cluster" "configurable" {
  name                      = "configurable"
  role_arn                  = aws_iam_role.cluster.arn
  enabled_cluster_log_types = var.cluster_log_types

  vpc_config {
    subnet_ids = var.private_subnet_ids
  }
}
