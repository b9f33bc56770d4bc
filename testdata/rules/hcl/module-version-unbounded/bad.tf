module "vpc" {
  source  = "terraform-aws-modules/vpc/aws"
  version = ">= 3.0" # want "hcl/module-version-unbounded"
  name    = "main"
}
