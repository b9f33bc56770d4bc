# the web tier
resource "aws_instance" "web" {
  ami = var.ami_id /* the golden image */
  # user_data = "// not a comment"
}
