resource "aws_eks_cluster" "main" { # want "hcl/eks-secrets-unencrypted"
  name     = "main"
  role_arn = aws_iam_role.eks.arn
  vpc_config {
    subnet_ids             = var.subnet_ids
    endpoint_public_access = false
  }
}
