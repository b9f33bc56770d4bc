resource "aws_ami_launch_permission" "partner" {
  image_id   = aws_ami.base.id
  account_id = "123456789012"
}

resource "aws_ec2_image_block_public_access" "this" {
  state = "block-new-sharing"
}

resource "aws_iam_group_membership" "team" {
  name  = "team"
  group = "all"
  users = [aws_iam_user.a.name]
}
