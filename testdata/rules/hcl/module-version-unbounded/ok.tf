module "vpc" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "~> 5.1"
  name    = "main"
}

module "eks" {
  source  = "terraform-aws-modules/eks/aws"
  version = ">= 19.0, < 20.0"
}
