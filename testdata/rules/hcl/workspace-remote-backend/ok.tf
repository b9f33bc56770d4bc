terraform {
  backend "s3" {
    bucket = "state"
    key    = "app.tfstate"
    region = "eu-west-1"
  }
}

locals {
  env = terraform.workspace
}
