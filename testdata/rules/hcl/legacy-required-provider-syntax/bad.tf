terraform { # want "hcl/legacy-required-provider-syntax"
  required_version = ">= 1.5"
  required_providers {
    aws = "~> 5.0"
  }
}
