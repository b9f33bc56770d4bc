resource "aws_instance" "web" {
  count = var.subnet_ids == [] ? 0 : 1 # want "hcl/empty-list-equality"
}

locals {
  has_rules = [] != var.rules # want "hcl/empty-list-equality"
}
