resource "aws_instance" "web" {
  tags = {
    Name        = "web"
    Environment = "prod"
    Name        = "web-1" # want "hcl/duplicate-map-key: key Name is set twice"
  }
}
