resource "aws_instance" "web" { # want "hcl/ec2-imdsv1-allowed"
  ami           = data.aws_ami.al2023.id
  instance_type = "t3.micro"
  metadata_options {
    http_endpoint = "enabled"
    http_tokens   = "optional"
  }
}
