# Web tier.

// the web servers # want "hcl/comment-syntax"
resource "aws_instance" "web" {
  ami = var.ami_id
  // the image is built by packer # want "hcl/comment-syntax"
}
