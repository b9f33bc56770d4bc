terraform {
  backend "remote" {
    organization = "example"
    workspaces {
      prefix = "app-"
    }
  }
}

locals {
  env = terraform.workspace # want "hcl/workspace-remote-backend"
}
