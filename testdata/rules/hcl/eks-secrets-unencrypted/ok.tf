resource "aws_eks_cluster" "main" {
  name     = "main"
  role_arn = aws_iam_role.eks.arn
  vpc_config {
    subnet_ids             = var.subnet_ids
    endpoint_public_access = false
  }
  encryption_config {
    resources = ["secrets"]
    provider {
      key_arn = aws_kms_key.eks.arn
    }
  }
}

resource "aws_eks_cluster" "module" {
  name     = var.name
  role_arn = var.role_arn
  vpc_config {
    subnet_ids = var.subnet_ids
  }
  dynamic "encryption_config" {
    for_each = var.kms_key_arn == null ? [] : [var.kms_key_arn]
    content {
      provider {
        key_arn = encryption_config.value
      }
      resources = ["secrets"]
    }
  }
}
