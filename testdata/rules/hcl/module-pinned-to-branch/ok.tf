module "vpc" {
  source = "git::https://github.com/example/terraform-vpc.git?ref=v1.4.0"
}

module "db" {
  source = "git@github.com:example/terraform-db.git?ref=5f1c2a9e0b7d4c3f2e1a0b9c8d7e6f5a4b3c2d1e"
}

module "mainline" {
  source = "git::https://github.com/example/terraform-x.git?ref=main-2024.1"
}
