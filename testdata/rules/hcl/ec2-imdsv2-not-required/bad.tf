resource "aws_instance" "web" { # want "hcl/ec2-imdsv2-not-required"
  ami           = data.aws_ami.al2023.id
  instance_type = "t3.small"
}

resource "aws_launch_template" "workers" { # want "hcl/ec2-imdsv2-not-required"
  name_prefix   = "workers-"
  image_id      = data.aws_ami.al2023.id
  instance_type = "t3.small"
}

resource "aws_instance" "metadata_on" { # want "hcl/ec2-imdsv2-not-required"
  ami           = data.aws_ami.al2023.id
  instance_type = "t3.small"
  metadata_options {
    http_endpoint = "enabled"
  }
}
