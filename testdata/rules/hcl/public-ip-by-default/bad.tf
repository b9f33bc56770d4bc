resource "aws_subnet" "app" {
  vpc_id                  = aws_vpc.main.id
  cidr_block              = "10.0.1.0/24"
  map_public_ip_on_launch = true # want "hcl/public-ip-by-default"
}

resource "aws_instance" "worker" {
  ami                         = data.aws_ami.al2023.id
  instance_type               = "t3.small"
  associate_public_ip_address = true # want "hcl/public-ip-by-default"
}
