resource "aws_default_security_group" "default" {
  vpc_id = aws_vpc.main.id
  ingress { # want "hcl/default-security-group-has-rules"
    protocol  = -1
    self      = true
    from_port = 0
    to_port   = 0
  }
}
