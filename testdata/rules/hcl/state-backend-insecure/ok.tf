terraform {
  backend "s3" {
    bucket     = "acme-state"
    key        = "prod/terraform.tfstate"
    region     = "eu-west-1"
    encrypt    = true
    kms_key_id = "alias/terraform-state"
  }
}
