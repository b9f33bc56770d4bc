resource "aws_default_security_group" "default" { # want "hcl/default-security-group-has-rules"
  vpc_id = aws_vpc.main.id
  ingress {
    protocol  = -1
    self      = true
    from_port = 0
    to_port   = 0
  }
}
