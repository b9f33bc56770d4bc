// the web tier # want "hcl/comment-syntax"
resource "aws_instance" "web" {
  ami = var.ami_id
}
