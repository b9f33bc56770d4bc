terraform {
  required_providers {
    aws = { # want "hcl/provider-unpinned: Provider aws has no version constraint"
      source = "hashicorp/aws"
    }
    random = {
      source  = "hashicorp/random"
      version = "~> 3.6"
    }
  }
}
