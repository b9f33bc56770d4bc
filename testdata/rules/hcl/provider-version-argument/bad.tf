provider "aws" {
  region  = "eu-west-1"
  version = "~> 2.0" # want "hcl/provider-version-argument"
}
