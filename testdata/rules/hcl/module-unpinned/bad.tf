module "vpc" { # want "hcl/module-unpinned: module source terraform-aws-modules/vpc/aws has no version"
  source = "terraform-aws-modules/vpc/aws"
  cidr   = "10.0.0.0/16"
}

module "network" { # want "hcl/module-unpinned"
  source = "git::https://example.com/infra/modules.git//network"
}

module "dns" { # want "hcl/module-unpinned"
  source = "github.com/example/terraform-dns"
}
