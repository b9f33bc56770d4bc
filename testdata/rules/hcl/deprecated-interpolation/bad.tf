resource "aws_instance" "web" {
  ami           = "${var.ami_id}" # want "hcl/deprecated-interpolation: .* wraps var.ami_id"
  instance_type = "${lookup(var.sizes, var.env)}" # want "hcl/deprecated-interpolation"
  subnet_id     = "${aws_subnet.private.0.id}" # want "hcl/deprecated-interpolation"
  tags = {
    Name = "${local.name}" # want "hcl/deprecated-interpolation"
  }
}
