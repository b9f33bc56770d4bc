module "vpc" {
  source = "terraform-aws-modules/vpc/aws" # want "hcl/module-unpinned: module source terraform-aws-modules/vpc/aws has no version"
  cidr   = "10.0.0.0/16"
}

module "network" {
  source = "git::https://example.com/infra/modules.git//network" # want "hcl/module-unpinned"
}

module "dns" {
  source = "github.com/example/terraform-dns" # want "hcl/module-unpinned"
}
