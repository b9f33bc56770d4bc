resource "aws_ami_launch_permission" "public" {
  image_id = aws_ami.base.id
  group    = "all" # want "hcl/image-shared-publicly"
}

resource "aws_ec2_image_block_public_access" "this" {
  state = "unblocked" # want "hcl/image-shared-publicly"
}
