resource "aws_ebs_snapshot_block_public_access" "this" {
  state = "block-all-sharing"
}

resource "aws_ec2_serial_console_access" "this" {
  enabled = false
}
