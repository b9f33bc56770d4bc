# The configuration turns on EBS encryption by default for the region: new
# volumes and instance disks are encrypted without saying so each time.
resource "aws_ebs_encryption_by_default" "this" {
  enabled = true
}

resource "aws_ebs_volume" "data" {
  availability_zone = "eu-west-1a"
  size              = 40
}

resource "aws_instance" "web" {
  ami           = data.aws_ami.al2023.id
  instance_type = "t3.micro"
  root_block_device {
    volume_size = 20
  }
  metadata_options {
    http_tokens = "required"
  }
}
