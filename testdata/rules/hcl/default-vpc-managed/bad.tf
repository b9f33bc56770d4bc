resource "aws_default_vpc" "default" { # want "hcl/default-vpc-managed"
  tags = {
    Name = "Default VPC"
  }
}

resource "aws_default_vpc" "always" { # want "hcl/default-vpc-managed"
  count = 1
}
