resource "aws_instance" "web" {
  ami           = data.aws_ami.al2023.id
  instance_type = "t3.small"
  metadata_options {
    http_tokens                 = "required"
    http_put_response_hop_limit = 1
  }
}

resource "aws_instance" "from_template" {
  launch_template {
    id      = aws_launch_template.workers.id
    version = "$Latest"
  }
}

# the account's default for the region (aws_ec2_instance_metadata_defaults) requires IMDSv2
resource "aws_ec2_instance_metadata_defaults" "this" {
  http_tokens                 = "required"
  http_put_response_hop_limit = 1
}

resource "aws_instance" "bastion" {
  ami           = data.aws_ami.al2023.id
  instance_type = "t3.micro"
}
