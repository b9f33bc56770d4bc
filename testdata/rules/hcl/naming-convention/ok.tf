resource "aws_instance" "web_server" {
  ami           = var.ami
  instance_type = "t3.micro"
}

variable "instance_type" {
  type        = string
  description = "Instance type"
}

output "web_ip" {
  description = "Public IP"
  value       = aws_instance.web_server.public_ip
}

data "aws_ami" "ubuntu2204" {
  most_recent = true
}
