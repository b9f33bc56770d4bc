resource "aws_instance" "web" {
  ami           = lookup(var.amis, var.region) # want "hcl/deprecated-lookup: var.amis\\[var.region\\]"
  instance_type = lookup(local.sizes, "web") # want "hcl/deprecated-lookup"
}
