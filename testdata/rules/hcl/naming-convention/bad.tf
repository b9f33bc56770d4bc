resource "aws_instance" "web-server" { # want "hcl/naming-convention"
  ami           = var.ami
  instance_type = "t3.micro"
}

variable "instanceType" { # want "hcl/naming-convention"
  type        = string
  description = "Instance type"
}

output "Web_IP" { # want "hcl/naming-convention"
  description = "Public IP"
  value       = aws_instance.web-server.public_ip
}
