resource "aws_default_vpc" "default" { # want "hcl/default-vpc-managed"
  tags = {
    Name = "Default VPC"
  }
}
