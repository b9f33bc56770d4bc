resource "aws_eks_cluster" "main" {
  name                      = "main"
  role_arn                  = aws_iam_role.eks.arn
  enabled_cluster_log_types = ["api", "audit", "authenticator"]
  vpc_config {
    subnet_ids = var.private_subnet_ids
  }
}

resource "google_container_cluster" "main" {
  name            = "main"
  location        = "europe-west1"
  logging_service = "logging.googleapis.com/kubernetes"
}
