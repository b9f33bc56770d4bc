resource "aws_instance" "web" {
  tags = {
    Name        = "web"
    Environment = "prod"
  }
  volume_tags = {
    Name = "web"
  }
}

locals {
  pairs = [{ name = "a", value = 1 }, { name = "b", value = 2 }]
}
