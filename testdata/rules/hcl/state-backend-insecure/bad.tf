terraform {
  backend "s3" {
    bucket  = "acme-state"
    key     = "prod/terraform.tfstate"
    region  = "eu-west-1"
    encrypt = false # want "hcl/state-backend-insecure"
  }
}
