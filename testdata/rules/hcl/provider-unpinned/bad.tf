terraform { # want "hcl/provider-unpinned: Provider aws has no version constraint"
  required_providers {
    aws = {
      source = "hashicorp/aws"
    }
    random = {
      source  = "hashicorp/random"
      version = "~> 3.6"
    }
  }
}
