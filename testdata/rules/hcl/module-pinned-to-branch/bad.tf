module "vpc" {
  source = "git::https://github.com/example/terraform-vpc.git?ref=main" # want "hcl/module-pinned-to-branch"
}

module "db" {
  source = "git@github.com:example/terraform-db.git?ref=master" # want "hcl/module-pinned-to-branch"
}
