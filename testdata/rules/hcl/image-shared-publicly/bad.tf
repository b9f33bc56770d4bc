resource "aws_ami_launch_permission" "public" { # want "hcl/image-shared-publicly"
  image_id = aws_ami.base.id
  group    = "all"
}

resource "aws_ec2_image_block_public_access" "this" { # want "hcl/image-shared-publicly"
  state = "unblocked"
}
