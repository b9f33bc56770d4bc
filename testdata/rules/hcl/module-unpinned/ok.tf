module "vpc" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "~> 5.1"
  cidr    = "10.0.0.0/16"
}

module "network" {
  source = "git::https://example.com/infra/modules.git//network?ref=v1.4.0"
}

module "local" {
  source = "./modules/local"
}

module "parent" {
  source = "../shared/parent"
}
