# The module's caller decides whether the endpoint is public: an unknown value is not judged.
resource "aws_eks_cluster" "this" {
  name     = var.name
  role_arn = var.role_arn
  vpc_config {
    subnet_ids             = var.subnet_ids
    endpoint_public_access = var.endpoint_public_access
  }
}
