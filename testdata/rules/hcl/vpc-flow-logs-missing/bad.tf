resource "aws_vpc" "main" { # want "hcl/vpc-flow-logs-missing"
  cidr_block           = "10.0.0.0/16"
  enable_dns_hostnames = true
}
