resource "aws_instance" "web" {
  count = length(var.subnet_ids) == 0 ? 0 : 1
}

locals {
  has_rules = length(var.rules) > 0
  rules     = var.rules == null ? [] : var.rules
}
