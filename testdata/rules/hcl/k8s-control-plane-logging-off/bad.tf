resource "aws_eks_cluster" "main" { # want "hcl/k8s-control-plane-logging-off: aws_eks_cluster: the control plane"
  name     = "main"
  role_arn = aws_iam_role.eks.arn
  vpc_config {
    subnet_ids = var.private_subnet_ids
  }
}

resource "google_container_cluster" "main" { # want "hcl/k8s-control-plane-logging-off"
  name            = "main"
  location        = "europe-west1"
  logging_service = "none"
}
