resource "aws_instance" "web" {
  ami           = var.amis[var.region]
  instance_type = lookup(local.sizes, "web", "t3.micro")
}
